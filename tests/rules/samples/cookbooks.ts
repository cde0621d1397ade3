import { TAG_NAME_MAX_LENGTH } from '../../../src/domain/household/household-tag.ts';
import { COOKBOOK_MAX_PUBLIC_RECIPES, COOKBOOK_MAX_SAVED_VIEWS, cookbookSchema } from '../../../src/domain/cookbook/cookbook.ts';
import { COOKBOOK_MAX_TAGS } from '../../../src/domain/cookbook/cookbook-tag.ts';
import { defaultCookbookTags } from '../../../src/domain/cookbook/default-cookbook-tags.ts';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../../../src/domain/cookbook/saved-view.ts';
import { HOME, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// cookbooks/{organizationId}: created by the app for a household that has none, then updated
// by field path and in transactions (src/features/cookbook/data/).

const WRITER = 'mia';
const storedAt = new Date('2025-01-06T09:00:00Z');

function tag(id: string, changes: Sample = {}): Sample {
  return { id, name: `Tag ${id}`, color: '#4CAF50', organizationId: HOME, recipeIds: ['r1', 'pub1'], createdAt: SERVER_TIME, updatedAt: SERVER_TIME, ...changes };
}

function view(id: string, changes: Sample = {}): Sample {
  return { id, name: 'Rapide', tagIds: ['tag-a'], filterType: 'OR', color: '#3B82F6', isDefault: false, createdAt: storedAt, updatedAt: storedAt, ...changes };
}

/** The cookbook the app creates (watchCookbook): the default tags, nothing else yet. */
const newCookbook: Sample = {
  organizationId: HOME,
  publicRecipeIds: [],
  tags: Object.fromEntries(defaultCookbookTags.map((defaultTag) => [defaultTag.id, { ...defaultTag, organizationId: HOME, recipeIds: [], createdAt: SERVER_TIME, updatedAt: SERVER_TIME }])),
  savedViews: [],
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
};

// Each tag or view costs about 100 of the 1,000 expressions a write may evaluate, so the
// variations below start from an empty cookbook and add one or two.
const empty: Sample = { organizationId: HOME, publicRecipeIds: ['pub1'], tags: {}, savedViews: [], createdAt: SERVER_TIME, updatedAt: SERVER_TIME };
const withTag = (changes: Sample) => withFields(empty, { tags: { 'tag-a': tag('tag-a', changes) } });
const withView = (changes: Sample) => withFields(empty, { savedViews: [view('v1', changes)] });

export const cookbookShapes: ShapeTable = {
  collection: 'cookbooks',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'member' }) },
  write: (db, doc) => db.doc(`cookbooks/${HOME}`).set(toWrite(doc)),
  rewrite: {
    // A stored view under the id the samples' views take: an invalid one is then also refused as its edit (updateView).
    seed: { [`cookbooks/${HOME}`]: { organizationId: HOME, publicRecipeIds: [], tags: {}, savedViews: [view('v1')], createdAt: storedAt, updatedAt: storedAt } },
    write: (db, doc) => db.doc(`cookbooks/${HOME}`).set(toWrite(doc)),
  },
  reads: (doc) => cookbookSchema.safeParse({ ...toStored(doc), id: HOME }).success,

  valid: [
    { why: 'the cookbook the app creates', doc: newCookbook },
    { why: 'a cookbook with a tag and a saved view', doc: withFields(empty, { tags: { 'tag-a': tag('tag-a') }, savedViews: [view('v1')] }) },
    { why: 'the least a cookbook holds', doc: { organizationId: HOME } },
    { why: `a tag name of ${TAG_NAME_MAX_LENGTH} characters`, doc: withTag({ name: 't'.repeat(TAG_NAME_MAX_LENGTH) }) },
    { why: 'a short hex colour', doc: withTag({ color: '#fff' }) },
    { why: 'a tag marking no recipe', doc: withTag({ recipeIds: [] }) },
    { why: 'a tag without its id, household or dates, which the cookbook stands for', doc: withFields(empty, { tags: { 'tag-a': { name: 'Hiver', color: '#2196F3' } } }) },
    { why: `a view name of ${SAVED_VIEW_NAME_MAX_LENGTH} characters`, doc: withView({ name: 'v'.repeat(SAVED_VIEW_NAME_MAX_LENGTH) }) },
    { why: `a view of ${COOKBOOK_MAX_TAGS} tags`, doc: withView({ tagIds: Array.from({ length: COOKBOOK_MAX_TAGS }, (_, i) => `tag-${i}`), filterType: 'AND' }) },
    { why: 'a view without colour or default flag, which take their defaults', doc: withView({ color: undefined, isDefault: undefined, createdAt: undefined, updatedAt: null }) },
    { why: 'a view renamed and retagged after its creation (updateView)', doc: withView({ name: 'Soirs pressés', tagIds: ['tag-a', 'tag-b'], filterType: 'AND', updatedAt: new Date('2025-02-01T10:00:00Z') }) },
    { why: 'a view under the UUID the app gives it', doc: withFields(empty, { savedViews: [view('0b5e2f4c-9a7d-4e1b-8c3a-6f2d1e0a9b87')] }) },
    { why: `${COOKBOOK_MAX_PUBLIC_RECIPES} public recipe ids`, doc: withFields(empty, { publicRecipeIds: Array.from({ length: COOKBOOK_MAX_PUBLIC_RECIPES }, (_, i) => `Xk3v9QpLm2Rt8Y${String(i).padStart(6, '0')}`) }) },
  ],

  invalid: [
    { why: 'no household', doc: withFields(empty, { organizationId: undefined }) },
    { why: 'a household that is a number', doc: withFields(empty, { organizationId: 42 }) },
    { why: 'public recipe ids as text', doc: withFields(empty, { publicRecipeIds: 'pub1' }) },
    { why: 'a public recipe id that is a number', doc: withFields(empty, { publicRecipeIds: ['pub1', 42] }) },
    { why: 'a public recipe id of null', doc: withFields(empty, { publicRecipeIds: [null] }) },
    { why: 'a public recipe id that is a map', doc: withFields(empty, { publicRecipeIds: [{ id: 'pub1' }] }) },
    // Clients cannot put serverTimestamp() in a list.
    { why: 'tags as a list', doc: withFields(empty, { tags: [tag('tag-a', { createdAt: storedAt, updatedAt: storedAt })] }) },
    { why: 'a tag that is a number', doc: withFields(empty, { tags: { 'tag-a': 42 } }) },
    { why: 'a tag of null', doc: withFields(empty, { tags: { 'tag-a': null } }) },
    { why: 'a tag without a name', doc: withTag({ name: undefined }) },
    { why: 'an empty tag name', doc: withTag({ name: '' }) },
    { why: 'a blank tag name', doc: withTag({ name: '\u00A0 \u3000' }) },
    { why: `a tag name of ${TAG_NAME_MAX_LENGTH + 1} characters`, doc: withTag({ name: 't'.repeat(TAG_NAME_MAX_LENGTH + 1) }) },
    { why: 'a tag name that is a number', doc: withTag({ name: 42 }) },
    { why: 'a tag name with a line break (CR/LF)', doc: withTag({ name: 'Hi\r\nver' }) },
    { why: 'a tag name with a tab', doc: withTag({ name: 'Hi\tver' }) },
    { why: 'a tag name with a control character', doc: withTag({ name: 'Hiver\u001B' }) },
    { why: 'a tag name with a line separator', doc: withTag({ name: 'Hi\u2028ver' }) },
    { why: 'a tag without a colour', doc: withTag({ color: undefined }) },
    { why: 'a colour by name', doc: withTag({ color: 'red' }) },
    { why: 'a malformed hex colour', doc: withTag({ color: '#12345' }) },
    { why: 'a colour that would be CSS', doc: withTag({ color: 'url(https://evil.example/x)' }) },
    { why: 'tagged recipes as text', doc: withTag({ recipeIds: 'r1' }) },
    { why: 'a tagged recipe id that is a number', doc: withTag({ recipeIds: ['r1', 42] }) },
    { why: 'a tagged recipe id that is a boolean', doc: withTag({ recipeIds: [true] }) },
    { why: 'a tag id that is a number', doc: withTag({ id: 42 }) },
    { why: 'a tag household that is a number', doc: withTag({ organizationId: 42 }) },
    { why: 'a tag date that is no date', doc: withTag({ createdAt: 'hier' }) },
    {
      why: `${COOKBOOK_MAX_TAGS + 1} tags`,
      doc: withFields(empty, { tags: Object.fromEntries(Array.from({ length: COOKBOOK_MAX_TAGS + 1 }, (_, i) => [`tag-${i}`, tag(`tag-${i}`)])) }),
    },
    { why: 'saved views as a map', doc: withFields(empty, { savedViews: { v1: view('v1') } }) },
    { why: 'a saved view that is text', doc: withFields(empty, { savedViews: ['v1'] }) },
    { why: 'a view without an id', doc: withView({ id: undefined }) },
    { why: 'a view with an empty id', doc: withView({ id: '' }) },
    { why: 'a view without a name', doc: withView({ name: undefined }) },
    { why: 'a blank view name', doc: withView({ name: '  ' }) },
    { why: 'a view name with a line break (CR/LF)', doc: withView({ name: 'Rapide\r\nEND:VCALENDAR' }) },
    { why: 'a view name with a tab', doc: withView({ name: 'Rapide\tvégé' }) },
    { why: `a view name of ${SAVED_VIEW_NAME_MAX_LENGTH + 1} characters`, doc: withView({ name: 'v'.repeat(SAVED_VIEW_NAME_MAX_LENGTH + 1) }) },
    { why: 'a view of no tags', doc: withView({ tagIds: [] }) },
    { why: `a view of ${COOKBOOK_MAX_TAGS + 1} tags`, doc: withView({ tagIds: Array.from({ length: COOKBOOK_MAX_TAGS + 1 }, (_, i) => `tag-${i}`) }) },
    { why: 'a view of an empty tag id', doc: withView({ tagIds: ['tag-a', ''] }) },
    { why: 'a view tag id that is a number', doc: withView({ tagIds: [42] }) },
    { why: 'a view tag list as text', doc: withView({ tagIds: 'tag-a' }) },
    { why: 'an unknown filter', doc: withView({ filterType: 'XOR' }) },
    { why: 'a view without a filter', doc: withView({ filterType: undefined }) },
    { why: 'a view colour by name', doc: withView({ color: 'blue' }) },
    { why: 'a view colour of null', doc: withView({ color: null }) },
    { why: 'a default flag as text', doc: withView({ isDefault: 'yes' }) },
    { why: 'a view date that is no date', doc: withView({ updatedAt: 'demain' }) },
    {
      why: `${COOKBOOK_MAX_SAVED_VIEWS + 1} saved views`,
      doc: withFields(empty, { savedViews: Array.from({ length: COOKBOOK_MAX_SAVED_VIEWS + 1 }, (_, i) => view(`v${i}`)) }),
    },
    { why: 'a creation date that is no date', doc: withFields(empty, { createdAt: 'hier' }) },
  ],

  stricter: [
    { why: 'a field no cookbook has', doc: withFields(empty, { name: 'Mon carnet' }) },
    { why: 'a tag with a field tags do not have', doc: withTag({ emoji: '🍎' }) },
    { why: 'a tag name past the limit only before trimming', doc: withTag({ name: ` ${'t'.repeat(TAG_NAME_MAX_LENGTH)}` }) },
    { why: 'a tag name ending with a line break, which the app would have trimmed', doc: withTag({ name: 'Hiver\n' }) },
    { why: 'a view with a field views do not have', doc: withView({ pinned: true }) },
    { why: 'a public recipe id with a line break', doc: withFields(empty, { publicRecipeIds: ['pub\n1'] }) },
    // Ids are the app's (DOCUMENT_ID_PATTERN); the schema reads any string.
    { why: 'a public recipe id with a dot', doc: withFields(empty, { publicRecipeIds: ['pub1', 'pub.2'] }) },
    { why: 'a public recipe id of 65 characters', doc: withFields(empty, { publicRecipeIds: ['p'.repeat(65)] }) },
    { why: 'an empty public recipe id', doc: withFields(empty, { publicRecipeIds: [''] }) },
    { why: `${COOKBOOK_MAX_PUBLIC_RECIPES + 1} public recipe ids`, doc: withFields(empty, { publicRecipeIds: Array.from({ length: COOKBOOK_MAX_PUBLIC_RECIPES + 1 }, (_, i) => `pub${i}`) }) },
    { why: 'a tag id with a line break', doc: withTag({ id: 'tag-a\r\nX' }) },
    { why: 'a tag household of 10,000 characters', doc: withTag({ organizationId: 'o'.repeat(10_000) }) },
    { why: 'a view id with a line break', doc: withView({ id: 'v1\r\nX' }) },
    { why: 'a view id of 65 characters', doc: withView({ id: 'v'.repeat(65) }) },
    { why: 'a view tag id with a dot', doc: withView({ tagIds: ['tag.a'] }) },
    { why: 'a view tag id of 10,000 characters', doc: withView({ tagIds: ['t'.repeat(10_000)] }) },
  ],
};
