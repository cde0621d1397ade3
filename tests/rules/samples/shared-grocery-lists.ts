import { GROCERY_LIST_NAME_MAX_LENGTH } from '../../../src/domain/grocery/grocery-list.ts';
import {
  SHARED_LINE_KEY_MAX_LENGTH,
  SHARED_LINE_MAX_RECIPE_NAMES,
  SHARED_LINE_NAME_MAX_LENGTH,
  SHARED_LIST_MAX_LINES,
  type SharedLine,
} from '../../../src/domain/grocery/shared-line-columns.ts';
import { sharedListOwnerSchema } from '../../../src/domain/grocery/shared-list-owner.ts';
import { sharedGroceryListSchema } from '../../../src/domain/grocery/shared-list.ts';
import { RECIPE_NAME_MAX_LENGTH } from '../../../src/domain/recipes/recipe-limits.ts';
import { FOREIGN, HOME, userDoc } from '../recipe-fixtures.ts';
import { columns, EXPIRED_AT, inThirtyDays, LIVE_UNTIL, sharedGroceryList, sharedLine, storedLines, storedOwner, storedView, TOKEN } from '../shared-list-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// sharedGroceryLists/{token}: a list's shared view, published whole by the household's writers
// (sharedViewDocument) under the token their list holds, its lines one list per field. The rules
// check every field of every line; the app refuses a view whose columns do not line up and
// leaves out a line it cannot read. sharedGroceryListOwners/{token}: whose list a view shows.

const WRITER = 'pia';
const LIST = 'l1';
/** When the list's link ends: as the app makes it, 30 days ahead. */
const LINK_END = inThirtyDays();

const seed = {
  [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'member' }),
  [`groceryListsV2/${LIST}`]: sharedGroceryList(HOME, TOKEN, LINK_END),
};

/** What sharing writes: two lines, one without a unit nor recipes. */
const view: Sample = withFields(storedView(LINK_END), {
  lines: columns({ ...storedLines, 'name:éponges:count': sharedLine('Éponges', { unit: 'piece', category: 'other', recipeNames: [] }) }),
  updatedAt: SERVER_TIME,
});

const viewWith = (changes: Sample) => withFields(view, changes);
const linesWith = (changes: Record<string, unknown>) => viewWith({ lines: { ...columns(), ...changes } });
/** The view with its second line (salt) changed. */
const saltWith = (changes: Partial<Record<keyof SharedLine, unknown>>) => viewWith({ lines: columns({ ...storedLines, 'name:sel.fin/gros:none': { ...sharedLine('Sel'), ...changes } as SharedLine }) });
const lines = (count: number, line: (i: number) => SharedLine = (i) => sharedLine(`Article ${i}`)) =>
  columns(Object.fromEntries(Array.from({ length: count }, (_, i) => [`name:article ${i}:count`, line(i)])));

export const sharedGroceryListShapes: ShapeTable = {
  collection: 'sharedGroceryLists',
  writer: WRITER,
  seed: { ...seed, [`sharedGroceryListOwners/${TOKEN}`]: storedOwner(LIST, HOME) },
  write: (db, doc) => db.doc(`sharedGroceryLists/${TOKEN}`).set(toWrite(doc)),
  rewrite: {
    // The view already published: an invalid one never replaces it.
    seed: { [`sharedGroceryLists/${TOKEN}`]: storedView(LIVE_UNTIL) },
    write: (db, doc) => db.doc(`sharedGroceryLists/${TOKEN}`).set(toWrite(doc)),
  },
  reads: (doc) => sharedGroceryListSchema.safeParse({ ...toStored(doc), id: TOKEN }).success,

  valid: [
    { why: 'the view sharing writes', doc: view },
    { why: 'a view without lines', doc: viewWith({ lines: columns({}) }) },
    {
      why: `${SHARED_LIST_MAX_LINES} lines, every text at its longest, ${SHARED_LINE_MAX_RECIPE_NAMES} recipes on one`,
      doc: viewWith({
        lines: lines(SHARED_LIST_MAX_LINES, (i) =>
          sharedLine(`${'é'.repeat(SHARED_LINE_NAME_MAX_LENGTH - 12)} article ${String(i).padStart(3, '0')}`, {
            recipeNames: i === 0 ? Array.from({ length: SHARED_LINE_MAX_RECIPE_NAMES }, () => '🥧'.repeat(RECIPE_NAME_MAX_LENGTH)) : ['Gratin'],
          }),
        ),
      }),
    },
    { why: 'an archived view', doc: viewWith({ status: 'archived' }) },
    { why: 'an empty name', doc: viewWith({ name: '' }) },
    { why: `a name of ${GROCERY_LIST_NAME_MAX_LENGTH} characters, emoji counted once`, doc: viewWith({ name: '🥕'.repeat(GROCERY_LIST_NAME_MAX_LENGTH) }) },
    { why: 'a link ending before the list’s', doc: viewWith({ expiresAt: new Date(LINK_END.getTime() - 60_000) }) },
    { why: `a key of ${SHARED_LINE_KEY_MAX_LENGTH} characters, holding dots, slashes and spaces`, doc: linesWith({ lineKeys: ['std:milk:volume', `name:${'./ '.repeat(65)}:none`.slice(0, SHARED_LINE_KEY_MAX_LENGTH)] }) },
    { why: 'an empty line name', doc: saltWith({ name: '' }) },
    { why: 'a zero and a whole quantity', doc: linesWith({ quantities: [0, 12] }) },
    { why: 'decimal quantities', doc: linesWith({ quantities: [0.33, 1234.5] }) },
    { why: 'a tiny and a huge quantity', doc: linesWith({ quantities: [0.0001, 1.5e21] }) },
    { why: 'a ticked line and one without a tick', doc: linesWith({ checked: [true, false] }) },
    { why: 'every unit and aisle a line may have', doc: linesWith({ units: ['tablespoon', null], categories: ['frozen', 'other'] }) },
  ],

  invalid: [
    { why: 'no name', doc: viewWith({ name: undefined }) },
    { why: 'a name that is a number', doc: viewWith({ name: 42 }) },
    { why: `a name of ${GROCERY_LIST_NAME_MAX_LENGTH + 1} characters`, doc: viewWith({ name: 'l'.repeat(GROCERY_LIST_NAME_MAX_LENGTH + 1) }) },
    { why: 'no status', doc: viewWith({ status: undefined }) },
    { why: 'a status outside the enumeration', doc: viewWith({ status: 'draft' }) },
    { why: 'no expiry', doc: viewWith({ expiresAt: undefined }) },
    { why: 'an expiry that is no date', doc: viewWith({ expiresAt: 'bientôt' }) },
    { why: 'no lines', doc: viewWith({ lines: undefined }) },
    { why: 'lines that are a list', doc: viewWith({ lines: [sharedLine('Riz')] }) },
    { why: 'lines that are text', doc: viewWith({ lines: 'Riz' }) },
    { why: 'lines by key, as older views held them', doc: viewWith({ lines: storedLines }) },
    { why: `more than ${SHARED_LIST_MAX_LINES} lines`, doc: viewWith({ lines: lines(SHARED_LIST_MAX_LINES + 1) }) },
    { why: 'a column missing', doc: linesWith({ checked: undefined }) },
    { why: 'a column shorter than the others', doc: linesWith({ names: ['Lait'] }) },
    { why: 'a column longer than the others', doc: linesWith({ units: ['liter', null, null] }) },
    { why: 'a column that is text', doc: linesWith({ quantities: '1.5 1' }) },
    { why: 'a column that is a map', doc: linesWith({ names: { 0: 'Lait', 1: 'Sel' } }) },
  ],

  stricter: [
    { why: 'a field no view has', doc: viewWith({ recipeIds: ['r1'] }) },
    { why: "the household's id, which older views held", doc: viewWith({ organizationId: HOME }) },
    { why: "the list's id, which older views held", doc: viewWith({ listId: LIST }) },
    { why: 'the mark of a legacy view, which older views held', doc: viewWith({ legacy: true }) },
    { why: 'a column no view has', doc: linesWith({ prices: [1, 2] }) },
    { why: 'a stamp chosen by the client', doc: viewWith({ updatedAt: new Date('2025-01-06T09:00:00Z') }) },
    { why: 'no stamp', doc: viewWith({ updatedAt: undefined }) },
    { why: 'an expiry already passed', doc: viewWith({ expiresAt: EXPIRED_AT }) },
    { why: 'an expiry after the list’s link', doc: viewWith({ expiresAt: new Date(LINK_END.getTime() + 60_000) }) },
    { why: 'an expiry ten years ahead', doc: viewWith({ expiresAt: new Date('2100-01-02T00:00:00Z') }) },
    { why: 'an expiry as an ISO string', doc: viewWith({ expiresAt: '2099-01-01T00:00:00Z' }) },
    { why: 'a name with a line break', doc: viewWith({ name: 'Courses\nEND:VCALENDAR' }) },
    // A line the rules refuse is left out by the app, which reads the others.
    { why: 'two lines with one key', doc: linesWith({ lineKeys: ['std:milk:volume', 'std:milk:volume'] }) },
    { why: 'an empty key', doc: linesWith({ lineKeys: ['std:milk:volume', ''] }) },
    { why: `a key of ${SHARED_LINE_KEY_MAX_LENGTH + 1} characters`, doc: linesWith({ lineKeys: ['std:milk:volume', 'k'.repeat(SHARED_LINE_KEY_MAX_LENGTH + 1)] }) },
    { why: 'a key with a line break', doc: linesWith({ lineKeys: ['std:milk:volume', 'name:sel\nEND:VEVENT:none'] }) },
    { why: 'a key that is a number', doc: linesWith({ lineKeys: ['std:milk:volume', 42] }) },
    { why: `a line name of ${SHARED_LINE_NAME_MAX_LENGTH + 1} characters`, doc: saltWith({ name: 'é'.repeat(SHARED_LINE_NAME_MAX_LENGTH + 1) }) },
    { why: 'a line name with a control character', doc: saltWith({ name: 'Sel\u0085' }) },
    { why: 'a line name with a tab', doc: saltWith({ name: 'Sel\tfin' }) },
    { why: 'a line name that is a number', doc: saltWith({ name: 7 }) },
    { why: 'a line name that is null', doc: saltWith({ name: null }) },
    { why: 'a negative quantity', doc: saltWith({ quantity: -1 }) },
    { why: 'a quantity of -0', doc: saltWith({ quantity: -0 }) },
    { why: 'a quantity that is not a number', doc: saltWith({ quantity: Number.NaN }) },
    { why: 'an infinite quantity', doc: saltWith({ quantity: Number.POSITIVE_INFINITY }) },
    { why: 'a quantity as text', doc: saltWith({ quantity: '1' }) },
    { why: 'a quantity as text holding two numbers', doc: saltWith({ quantity: '1 2' }) },
    { why: 'a null quantity', doc: saltWith({ quantity: null }) },
    { why: 'a unit outside the enumeration', doc: saltWith({ unit: 'oz' }) },
    { why: "a unit's abbreviation", doc: saltWith({ unit: 'g' }) },
    { why: 'an aisle outside the enumeration', doc: saltWith({ category: 'garden' }) },
    { why: 'a tick as text', doc: saltWith({ checked: 'oui' }) },
    { why: 'a null tick', doc: saltWith({ checked: null }) },
    { why: `${SHARED_LINE_MAX_RECIPE_NAMES + 1} recipe names on a line`, doc: saltWith({ recipeNames: Array.from({ length: SHARED_LINE_MAX_RECIPE_NAMES + 1 }, () => 'Gratin') }) },
    { why: `a recipe name of ${RECIPE_NAME_MAX_LENGTH + 1} characters`, doc: saltWith({ recipeNames: ['r'.repeat(RECIPE_NAME_MAX_LENGTH + 1)] }) },
    { why: 'an empty recipe name among others', doc: linesWith({ recipeNames: ['Gratin\n\nCrêpes', ''] }) },
    { why: 'a recipe name with a control character', doc: linesWith({ recipeNames: ['Gratin\u0000', ''] }) },
    { why: "recipe names that are a number, not the line's string", doc: linesWith({ recipeNames: [7, ''] }) },
  ],
};

export const sharedGroceryListOwnerShapes: ShapeTable = {
  collection: 'sharedGroceryListOwners',
  writer: WRITER,
  seed,
  write: (db, doc) => db.doc(`sharedGroceryListOwners/${TOKEN}`).set(toWrite(doc)),
  reads: (doc) => sharedListOwnerSchema.safeParse(toStored(doc)).success,

  valid: [{ why: 'the owner sharing writes', doc: storedOwner(LIST, HOME) }],

  invalid: [
    { why: 'no household', doc: storedOwner(LIST, HOME, { organizationId: undefined }) },
    { why: 'an empty household', doc: storedOwner(LIST, '') },
    { why: 'no list', doc: storedOwner(LIST, HOME, { listId: undefined }) },
    { why: 'a list id that is a number', doc: storedOwner(LIST, HOME, { listId: 42 }) },
    { why: 'a legacy mark that is text', doc: storedOwner(LIST, HOME, { legacy: 'oui' }) },
  ],

  stricter: [
    { why: 'the legacy mark, which only the migration writes', doc: storedOwner(LIST, HOME, { legacy: true }) },
    { why: 'a legacy mark set to false', doc: storedOwner(LIST, HOME, { legacy: false }) },
    { why: 'a field no owner has', doc: storedOwner(LIST, HOME, { createdAt: SERVER_TIME }) },
    { why: 'another household', doc: storedOwner(LIST, FOREIGN) },
    { why: 'a list not holding the token', doc: storedOwner('l2', HOME) },
  ],
};
