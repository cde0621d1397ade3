import { bookmarkId, bookmarkSchema } from '../../../src/domain/cookbook/bookmark.ts';
import { FOREIGN, HOME, increment, storedRecipe, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type ShapeTable } from './shape-table.ts';

// bookmarks/{userId}_{recipeId}: created with the recipe's count going up by one in the same
// batch (addBookmark, src/features/cookbook/data/bookmarks.ts), never updated.

const WRITER = 'nora';
const RECIPE = 'pub';

const bookmark = { userId: WRITER, recipeId: RECIPE, createdAt: SERVER_TIME };
const bookmarkWith = (changes: Record<string, unknown>) => withFields(bookmark, changes);

export const bookmarkShapes: ShapeTable = {
  collection: 'bookmarks',
  writer: WRITER,
  seed: {
    [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'owner' }),
    [`recipes/${RECIPE}`]: storedRecipe(RECIPE, FOREIGN, 'bob', { isPublic: true }),
  },
  // Under the id of the writer's bookmark of the public recipe, whatever the sample says.
  write: (db, doc) =>
    db
      .batch()
      .set(db.doc(`bookmarks/${bookmarkId(WRITER, RECIPE)}`), toWrite(doc))
      .update(db.doc(`recipes/${RECIPE}`), { bookmarkCount: increment(1) })
      .commit(),
  reads: (doc) => bookmarkSchema.safeParse(toStored(doc)).success,

  valid: [
    { why: 'the bookmark the app writes', doc: bookmark },
    { why: 'a bookmark without its date', doc: bookmarkWith({ createdAt: undefined }) },
  ],

  invalid: [
    { why: 'no user', doc: bookmarkWith({ userId: undefined }) },
    { why: 'an empty user id', doc: bookmarkWith({ userId: '' }) },
    { why: 'a user id that is a number', doc: bookmarkWith({ userId: 42 }) },
    { why: 'no recipe', doc: bookmarkWith({ recipeId: undefined }) },
    { why: 'an empty recipe id', doc: bookmarkWith({ recipeId: '' }) },
    { why: 'a recipe id that is a number', doc: bookmarkWith({ recipeId: 42 }) },
    { why: 'a date that is no date', doc: bookmarkWith({ createdAt: 'hier' }) },
    { why: 'a date that is a boolean', doc: bookmarkWith({ createdAt: true }) },
  ],

  stricter: [
    { why: 'a field no bookmark has', doc: bookmarkWith({ note: 'à tester' }) },
    { why: 'a date of null', doc: bookmarkWith({ createdAt: null }) },
    // Its id is {userId}_{recipeId} of the public recipe: any other recipe id is refused with it.
    { why: 'another recipe than its id says', doc: bookmarkWith({ recipeId: 'autre' }) },
  ],
};
