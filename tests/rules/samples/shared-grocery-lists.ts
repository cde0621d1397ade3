import { GROCERY_LIST_NAME_MAX_LENGTH } from '../../../src/domain/grocery/grocery-list-v2.ts';
import { SHARED_LIST_MAX_LINES, sharedGroceryListSchema } from '../../../src/domain/grocery/shared-list.ts';
import { FOREIGN, HOME, userDoc } from '../recipe-fixtures.ts';
import { EXPIRED_AT, LIVE_UNTIL, sharedGroceryList, sharedLine, storedView, TOKEN } from '../shared-list-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// sharedGroceryLists/{token}: a list's shared view, published whole by the household's writers
// (sharedListSnapshot) under the token their list holds. The rules check its top-level fields and
// count its lines; the app reads each line on its own and leaves out one it cannot read.

const WRITER = 'pia';
const LIST = 'l1';

/** What sharing writes: two lines, one without a unit. */
const view: Sample = withFields(storedView(LIST, HOME, LIVE_UNTIL), { updatedAt: SERVER_TIME });

const viewWith = (changes: Sample) => withFields(view, changes);
const lines = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`name:article ${i}:count`, sharedLine(`Article ${i}`)]));

export const sharedGroceryListShapes: ShapeTable = {
  collection: 'sharedGroceryLists',
  writer: WRITER,
  seed: {
    [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'member' }),
    [`groceryListsV2/${LIST}`]: sharedGroceryList(HOME, TOKEN, LIVE_UNTIL),
  },
  write: (db, doc) => db.doc(`sharedGroceryLists/${TOKEN}`).set(toWrite(doc)),
  rewrite: {
    // The view already published: an invalid one never replaces it.
    seed: { [`sharedGroceryLists/${TOKEN}`]: storedView(LIST, HOME, LIVE_UNTIL) },
    write: (db, doc) => db.doc(`sharedGroceryLists/${TOKEN}`).set(toWrite(doc)),
  },
  reads: (doc) => sharedGroceryListSchema.safeParse({ ...toStored(doc), id: TOKEN }).success,

  valid: [
    { why: 'the view sharing writes', doc: view },
    { why: 'a view without lines', doc: viewWith({ lines: {} }) },
    { why: `${SHARED_LIST_MAX_LINES} lines`, doc: viewWith({ lines: lines(SHARED_LIST_MAX_LINES) }) },
    { why: 'an archived view', doc: viewWith({ status: 'archived' }) },
    { why: 'an empty name', doc: viewWith({ name: '' }) },
    { why: `a name of ${GROCERY_LIST_NAME_MAX_LENGTH} characters, emoji counted once`, doc: viewWith({ name: '🥕'.repeat(GROCERY_LIST_NAME_MAX_LENGTH) }) },
    { why: 'a link ending with the list’s', doc: viewWith({ expiresAt: LIVE_UNTIL }) },
    // Lines are only counted (each one's check would exhaust the rules' budget): the app leaves this one out.
    { why: 'a line the app cannot read', doc: viewWith({ lines: { 'name:riz:mass': sharedLine('Riz', { unit: 'oz', quantity: -1 }) } }) },
  ],

  invalid: [
    { why: 'no list', doc: viewWith({ listId: undefined }) },
    { why: 'an empty list id', doc: viewWith({ listId: '' }) },
    { why: 'a list id that is a number', doc: viewWith({ listId: 42 }) },
    { why: 'no household', doc: viewWith({ organizationId: undefined }) },
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
    { why: `more than ${SHARED_LIST_MAX_LINES} lines`, doc: viewWith({ lines: lines(SHARED_LIST_MAX_LINES + 1) }) },
  ],

  stricter: [
    { why: 'a field no view has', doc: viewWith({ recipeIds: ['r1'] }) },
    { why: 'the mark of a legacy view, which only its migration writes', doc: viewWith({ legacy: true }) },
    { why: 'a stamp chosen by the client', doc: viewWith({ updatedAt: new Date('2025-01-06T09:00:00Z') }) },
    { why: 'no stamp', doc: viewWith({ updatedAt: undefined }) },
    { why: 'an expiry already passed', doc: viewWith({ expiresAt: EXPIRED_AT }) },
    { why: 'an expiry after the list’s link', doc: viewWith({ expiresAt: new Date('2100-01-02T00:00:00Z') }) },
    { why: 'an expiry as an ISO string', doc: viewWith({ expiresAt: '2099-01-01T00:00:00Z' }) },
    { why: 'another household', doc: viewWith({ organizationId: FOREIGN }) },
    { why: 'a list not holding the token', doc: viewWith({ listId: 'l2' }) },
  ],
};
