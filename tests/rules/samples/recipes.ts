import { dietaryRestrictions, dishTypes } from '../../../src/domain/recipes/classification.ts';
import { DISCOVERY_MAX_TERMS, DISCOVERY_TERM_MAX_LENGTH, discoveryTerms } from '../../../src/domain/recipes/discovery-terms.ts';
import { recipeSchema } from '../../../src/domain/recipes/recipe.ts';
import {
  INLINE_IMAGE_MAX_LENGTH,
  RECIPE_AUTHOR_NAME_MAX_LENGTH,
  RECIPE_INSTRUCTIONS_MAX_LENGTH,
  RECIPE_MAX_INGREDIENT_LINES,
  RECIPE_NAME_MAX_LENGTH,
} from '../../../src/domain/recipes/recipe-limits.ts';
import { URL_MAX_LENGTH } from '../../../src/domain/shared/web-url.ts';
import { HOME, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// recipes/{id}: created and edited by the writers of a household (src/features/recipes/data).

const ID = 'r1';
const WRITER = 'olga';
const storedAt = new Date('2025-01-06T09:00:00Z');

function line(index: number): Sample {
  return { id: `l${index}`, name: `Ingrédient ${index}`, quantity: 1.5, unit: 'gram', category: 'produce', standardIngredientId: `std-${index}` };
}

/** What the recipe form saves (createRecipe): a public recipe with every field set. */
const recipe: Sample = {
  name: 'Tarte aux pommes',
  image: 'https://firebasestorage.googleapis.com/v0/b/nioo.appspot.com/o/recipe-images%2Folga%2F1700000000000-tarte.jpg?alt=media&token=5f1c',
  prepTime: 15,
  cookTime: 30,
  servings: 6,
  ingredients: [{ id: 'l1', name: 'Pommes', quantity: 4, unit: 'piece', category: 'produce', standardIngredientId: 'pomme' }, line(2)],
  instructions: 'Éplucher les pommes.\nCuire 30 minutes.',
  sourceUrl: 'https://cuisine.example/tarte-aux-pommes?source=nioo#etapes',
  isPublic: true,
  seoUrl: `recette_tarte_aux_pommes_${ID}`,
  classification: { dishTypes: ['dessert'], dietaryRestrictions: ['vegetarian'], difficulty: 'easy', cost: 'cheap' },
  organizationId: HOME,
  createdBy: { id: WRITER, name: 'Olga Martin' },
  bookmarkCount: 0,
  showcase: false,
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  discoveryTerms: discoveryTerms({ name: 'Tarte aux pommes', classification: { dishTypes: ['dessert'], dietaryRestrictions: ['vegetarian'], difficulty: 'easy', cost: 'cheap' } }),
};

const recipeWith = (changes: Sample) => withFields(recipe, changes);
const inline = (format: string, length: number) => {
  const prefix = `data:image/${format};base64,`;
  return `${prefix}${'A'.repeat(length - prefix.length)}`;
};
const terms = (count: number, length = 12) => Array.from({ length: count }, (_, index) => `w:${String(index).padStart(length - 2, 'x')}`);
const lines = (count: number) => Array.from({ length: count }, (_, index) => line(index));
// The whitespace JavaScript's trim() drops besides ASCII's, which the rules' trim() keeps.
const unicodeBlanks = ['\u00A0', '\u1680', '\u2000', '\u200A', '\u2028', '\u2029', '\u202F', '\u205F', '\u3000', '\uFEFF'];

export const recipeShapes: ShapeTable = {
  collection: 'recipes',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'owner' }) },
  write: (db, doc) => db.doc(`recipes/${ID}`).set(toWrite(doc)),
  rewrite: {
    // The same recipe, stored: an edit keeps its creation date.
    seed: { [`recipes/${ID}`]: toStored(withFields(recipe, { createdAt: storedAt, updatedAt: storedAt })) },
    write: (db, doc) => db.doc(`recipes/${ID}`).set(toWrite(doc.createdAt === SERVER_TIME ? withFields(doc, { createdAt: storedAt }) : doc)),
  },
  reads: (doc) => recipeSchema.safeParse({ ...toStored(doc), id: ID }).success,

  valid: [
    { why: 'the public recipe the form saves', doc: recipe },
    {
      why: 'the least a recipe holds',
      doc: { name: 'Œufs', servings: 1, ingredients: [], instructions: '', isPublic: false, organizationId: HOME, createdBy: { id: WRITER }, createdAt: SERVER_TIME },
    },
    { why: `a name of ${RECIPE_NAME_MAX_LENGTH} characters`, doc: recipeWith({ name: 'n'.repeat(RECIPE_NAME_MAX_LENGTH) }) },
    // zod counts code points, and so do the rules: an emoji is one character, not two UTF-16 units.
    { why: `a name of ${RECIPE_NAME_MAX_LENGTH} emoji`, doc: recipeWith({ name: '🍎'.repeat(RECIPE_NAME_MAX_LENGTH) }) },
    { why: 'a name with a blank around it, which the app trims', doc: recipeWith({ name: '\u00A0Tarte\u3000' }) },
    { why: `instructions of ${RECIPE_INSTRUCTIONS_MAX_LENGTH} characters`, doc: recipeWith({ instructions: 'i'.repeat(RECIPE_INSTRUCTIONS_MAX_LENGTH) }) },
    { why: `${RECIPE_MAX_INGREDIENT_LINES} ingredient lines`, doc: recipeWith({ ingredients: lines(RECIPE_MAX_INGREDIENT_LINES) }) },
    {
      // firestore.rules: checking 100 lines field by field would cost far more than 1,000 expressions.
      why: 'malformed ingredient lines, which the app leaves out when it reads the recipe',
      doc: recipeWith({ ingredients: [42, null, { name: 'Sel', unit: 'oz' }, { id: 'l1', quantity: Infinity }, line(1)] }),
    },
    { why: 'an inline JPEG picture as long as the inline budget allows', doc: recipeWith({ image: inline('jpeg', INLINE_IMAGE_MAX_LENGTH) }) },
    { why: 'an inline PNG picture', doc: recipeWith({ image: 'data:image/png;base64,iVBORw0KGgo=' }) },
    { why: 'an inline WebP picture', doc: recipeWith({ image: 'data:image/webp;base64,UklGRg==' }) },
    { why: "a picture on the local Storage emulator (127.0.0.1), whose download URLs are http", doc: recipeWith({ image: 'http://127.0.0.1:9199/v0/b/demo-nioo.appspot.com/o/recipe-images%2Folga%2F1-a.jpg?alt=media' }) },
    { why: 'a picture on the local Storage emulator (localhost)', doc: recipeWith({ image: 'http://localhost:41234/v0/b/demo-nioo.appspot.com/o/x.jpg?alt=media' }) },
    { why: "one of the app's own catalogue illustrations", doc: recipeWith({ image: '/recipes/tarte-tatin.svg' }) },
    { why: `a hosted picture's address of ${URL_MAX_LENGTH} characters`, doc: recipeWith({ image: `https://img.example/${'a'.repeat(URL_MAX_LENGTH - 20)}` }) },
    { why: 'no picture, as null or an empty string', doc: recipeWith({ image: null, sourceUrl: '' }) },
    { why: 'no picture, no source, no times, no address', doc: recipeWith({ image: undefined, sourceUrl: undefined, prepTime: undefined, cookTime: null, seoUrl: null }) },
    { why: 'an http source link', doc: recipeWith({ sourceUrl: 'http://cuisine.example/tarte' }) },
    { why: 'times of zero and of a fraction of a minute', doc: recipeWith({ prepTime: 0, cookTime: 2.5 }) },
    { why: 'every dish type and every diet', doc: recipeWith({ classification: { dishTypes: [...dishTypes], dietaryRestrictions: [...dietaryRestrictions], difficulty: 'hard', cost: 'expensive' } }) },
    { why: 'a classification left to its defaults', doc: recipeWith({ classification: {} }) },
    { why: 'no classification at all', doc: recipeWith({ classification: undefined }) },
    { why: 'a private recipe without an address', doc: recipeWith({ isPublic: false, seoUrl: undefined }) },
    { why: `an author's name of ${RECIPE_AUTHOR_NAME_MAX_LENGTH} characters`, doc: recipeWith({ createdBy: { id: WRITER, name: 'o'.repeat(RECIPE_AUTHOR_NAME_MAX_LENGTH) } }) },
    { why: "an id field that is the recipe's own", doc: recipeWith({ id: ID }) },
    { why: 'no discovery terms, as recipes saved before them', doc: recipeWith({ discoveryTerms: undefined }) },
    { why: 'no discovery terms in a list', doc: recipeWith({ discoveryTerms: [] }) },
    { why: `${DISCOVERY_MAX_TERMS} discovery terms of ${DISCOVERY_TERM_MAX_LENGTH} characters`, doc: recipeWith({ discoveryTerms: terms(DISCOVERY_MAX_TERMS, DISCOVERY_TERM_MAX_LENGTH) }) },
  ],

  invalid: [
    { why: 'no name', doc: recipeWith({ name: undefined }) },
    { why: 'an empty name', doc: recipeWith({ name: '' }) },
    { why: 'a name of ASCII blanks', doc: recipeWith({ name: ' \t\n ' }) },
    ...unicodeBlanks.map((blank) => ({ why: `a name of U+${blank.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')} only`, doc: recipeWith({ name: `${blank}${blank}` }) })),
    { why: `a name of ${RECIPE_NAME_MAX_LENGTH + 1} characters`, doc: recipeWith({ name: 'n'.repeat(RECIPE_NAME_MAX_LENGTH + 1) }) },
    { why: `a name of ${RECIPE_NAME_MAX_LENGTH + 1} emoji`, doc: recipeWith({ name: '🍎'.repeat(RECIPE_NAME_MAX_LENGTH + 1) }) },
    { why: 'a name that is a number', doc: recipeWith({ name: 42 }) },
    // A line break in a name would start lines of its own wherever it is written line by line (a calendar feed).
    { why: 'a name with a line break (CR/LF)', doc: recipeWith({ name: 'Tarte\r\nEND:VEVENT\r\nX-EVIL:1' }) },
    { why: 'a name with a line feed', doc: recipeWith({ name: 'Tarte\naux pommes' }) },
    { why: 'a name with a tab', doc: recipeWith({ name: 'Tarte\taux pommes' }) },
    { why: 'a name with a NUL', doc: recipeWith({ name: 'Tarte\u0000' + 'aux pommes' }) },
    { why: 'a name with a C1 control character', doc: recipeWith({ name: 'Tarte\u0085aux pommes' }) },
    { why: 'a name with a line separator inside', doc: recipeWith({ name: 'Tarte\u2028aux pommes' }) },
    { why: 'no servings', doc: recipeWith({ servings: undefined }) },
    { why: 'zero servings', doc: recipeWith({ servings: 0 }) },
    { why: 'a fraction of a serving', doc: recipeWith({ servings: 2.5 }) },
    { why: 'servings as text', doc: recipeWith({ servings: '4' }) },
    { why: 'more servings than JavaScript counts exactly', doc: recipeWith({ servings: 2 ** 53 }) },
    { why: 'a negative time', doc: recipeWith({ prepTime: -5 }) },
    { why: 'a time as text', doc: recipeWith({ cookTime: '10' }) },
    { why: 'an infinite time', doc: recipeWith({ cookTime: Infinity }) },
    { why: 'a time that is not a number', doc: recipeWith({ prepTime: NaN }) },
    { why: 'ingredients as text', doc: recipeWith({ ingredients: 'pommes' }) },
    { why: 'ingredients as a map', doc: recipeWith({ ingredients: { l1: line(1) } }) },
    { why: `${RECIPE_MAX_INGREDIENT_LINES + 1} ingredient lines`, doc: recipeWith({ ingredients: lines(RECIPE_MAX_INGREDIENT_LINES + 1) }) },
    { why: `instructions of ${RECIPE_INSTRUCTIONS_MAX_LENGTH + 1} characters`, doc: recipeWith({ instructions: 'i'.repeat(RECIPE_INSTRUCTIONS_MAX_LENGTH + 1) }) },
    { why: 'instructions as a list', doc: recipeWith({ instructions: ['Cuire.'] }) },
    { why: 'visibility as text', doc: recipeWith({ isPublic: 'yes' }) },
    { why: 'a plain http picture', doc: recipeWith({ image: 'http://img.example/tarte.jpg' }) },
    { why: 'http on a host that only starts like the emulator', doc: recipeWith({ image: 'http://127.0.0.1.evil.example/tarte.jpg' }) },
    { why: 'a javascript: picture', doc: recipeWith({ image: 'javascript:alert(1)' }) },
    { why: 'an inline SVG picture, which may carry script', doc: recipeWith({ image: 'data:image/svg+xml;base64,PHN2Zz4=' }) },
    { why: 'an inline picture that is no picture', doc: recipeWith({ image: 'data:text/html;base64,PGI+' }) },
    { why: 'an inline picture that is not base64', doc: recipeWith({ image: 'data:image/jpeg;base64,<script>' }) },
    { why: 'an inline picture past the inline budget', doc: recipeWith({ image: inline('jpeg', INLINE_IMAGE_MAX_LENGTH + 1) }) },
    { why: "a hosted picture's address past the limit", doc: recipeWith({ image: `https://img.example/${'a'.repeat(URL_MAX_LENGTH)}` }) },
    { why: 'a picture address with a space', doc: recipeWith({ image: 'https://img.example/ma tarte.jpg' }) },
    { why: 'a protocol-relative picture address', doc: recipeWith({ image: '//evil.example/x.png' }) },
    { why: 'a relative picture address', doc: recipeWith({ image: 'tarte.png' }) },
    { why: 'a served file outside the catalogue illustrations', doc: recipeWith({ image: '/assets/logo.svg' }) },
    { why: 'a path climbing out of the catalogue', doc: recipeWith({ image: '/recipes/../index.html' }) },
    { why: 'a catalogue illustration that is no SVG', doc: recipeWith({ image: '/recipes/tarte.png' }) },
    { why: 'a picture that is a number', doc: recipeWith({ image: 42 }) },
    { why: 'a javascript: source link', doc: recipeWith({ sourceUrl: 'javascript:alert(1)' }) },
    { why: 'a data: source link', doc: recipeWith({ sourceUrl: 'data:text/html,<script>alert(1)</script>' }) },
    { why: 'an ftp source link', doc: recipeWith({ sourceUrl: 'ftp://cuisine.example/tarte' }) },
    { why: 'a source link with a space', doc: recipeWith({ sourceUrl: 'https://cuisine.example/ma tarte' }) },
    { why: 'a source link past the limit', doc: recipeWith({ sourceUrl: `https://cuisine.example/${'a'.repeat(URL_MAX_LENGTH)}` }) },
    { why: 'a source link with nothing after the scheme', doc: recipeWith({ sourceUrl: 'https:///tarte' }) },
    { why: 'a classification as text', doc: recipeWith({ classification: 'easy' }) },
    { why: 'a classification of null', doc: recipeWith({ classification: null }) },
    { why: 'an unknown dish type', doc: recipeWith({ classification: { dishTypes: ['brunch'] } }) },
    { why: 'dish types as text', doc: recipeWith({ classification: { dishTypes: 'main' } }) },
    { why: 'more dish types than there are', doc: recipeWith({ classification: { dishTypes: [...dishTypes, 'main'] } }) },
    { why: 'an unknown diet', doc: recipeWith({ classification: { dietaryRestrictions: ['gluten-free'] } }) },
    { why: 'more diets than there are', doc: recipeWith({ classification: { dietaryRestrictions: [...dietaryRestrictions, 'vegan'] } }) },
    { why: 'an unknown difficulty', doc: recipeWith({ classification: { difficulty: 'expert' } }) },
    { why: 'an unknown cost', doc: recipeWith({ classification: { cost: 'free' } }) },
    { why: 'no household', doc: recipeWith({ organizationId: undefined }) },
    { why: 'a household that is a number', doc: recipeWith({ organizationId: 42 }) },
    { why: 'an author without an id', doc: recipeWith({ createdBy: { name: 'Olga' } }) },
    { why: "an author's name that is a number", doc: recipeWith({ createdBy: { id: WRITER, name: 42 } }) },
    { why: 'a bookmark count with a fraction', doc: recipeWith({ bookmarkCount: 0.5 }) },
    { why: 'showcase as text', doc: recipeWith({ showcase: 'no' }) },
    { why: 'an address that is a number', doc: recipeWith({ seoUrl: 42 }) },
    { why: 'a creation date that is no date', doc: recipeWith({ createdAt: 'hier' }) },
    { why: 'an update date that is a boolean', doc: recipeWith({ updatedAt: true }) },
    { why: `${DISCOVERY_MAX_TERMS + 1} discovery terms`, doc: recipeWith({ discoveryTerms: terms(DISCOVERY_MAX_TERMS + 1) }) },
    { why: `a discovery term of ${DISCOVERY_TERM_MAX_LENGTH + 1} characters`, doc: recipeWith({ discoveryTerms: terms(1, DISCOVERY_TERM_MAX_LENGTH + 1) }) },
    { why: 'discovery terms as text', doc: recipeWith({ discoveryTerms: 'w:tarte' }) },
    { why: 'a discovery term that is a number', doc: recipeWith({ discoveryTerms: ['w:tarte', 42] }) },
    { why: 'an empty discovery term', doc: recipeWith({ discoveryTerms: ['w:tarte', ''] }) },
    // A line break would let two terms pass the rules' check as one.
    { why: 'a discovery term with a line break', doc: recipeWith({ discoveryTerms: ['w:tarte\nw:pomme'] }) },
    { why: 'a discovery term with an accent or a space', doc: recipeWith({ discoveryTerms: ['w:crème', 'w:tarte fine'] }) },
    { why: 'discovery terms as a map', doc: recipeWith({ discoveryTerms: { 0: 'w:tarte' } }) },
  ],

  stricter: [
    { why: 'a field no recipe has', doc: recipeWith({ tags: ['default-0'] }) },
    { why: 'no instructions (read as none)', doc: recipeWith({ instructions: undefined }) },
    { why: 'no ingredient list (read as empty)', doc: recipeWith({ ingredients: undefined }) },
    { why: 'a name past the limit only before trimming', doc: recipeWith({ name: ` ${'n'.repeat(RECIPE_NAME_MAX_LENGTH)}` }) },
    { why: 'a name ending with a line break, which the app would have trimmed', doc: recipeWith({ name: 'Tarte\r\n' }) },
    { why: 'an author with a field authors do not have', doc: recipeWith({ createdBy: { id: WRITER, name: 'Olga', role: 'owner' } }) },
    { why: 'a classification with a field it does not have', doc: recipeWith({ classification: { dishTypes: [], season: 'winter' } }) },
    { why: 'an address that is not the recipe’s own', doc: recipeWith({ seoUrl: 'recette_tarte_autre' }) },
    // The schema reads any author's name; recipeAuthorName() writes one that fits.
    { why: `an author's name of ${RECIPE_AUTHOR_NAME_MAX_LENGTH + 1} characters`, doc: recipeWith({ createdBy: { id: WRITER, name: 'o'.repeat(RECIPE_AUTHOR_NAME_MAX_LENGTH + 1) } }) },
    { why: "an author's name with a line break", doc: recipeWith({ createdBy: { id: WRITER, name: 'Olga\r\nEND:VEVENT' } }) },
    { why: "an id field that is not the recipe's own", doc: recipeWith({ id: 'autre' }) },
    { why: 'an id field of 10,000 characters', doc: recipeWith({ id: 'x'.repeat(10_000) }) },
  ],
};
