import { MAX_PORTIONS, mealEntrySchema } from '../../../src/domain/planner/meal-entry.ts';
import { RECIPE_NAME_MAX_LENGTH } from '../../../src/domain/recipes/recipe-limits.ts';
import { HOME, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// mealEntries/{id}: created by the writers of a household in their default household (add to
// plan, drag from the grid), then moved, retyped, resized or ticked field by field.

const ID = 'e1';
const WRITER = 'pia';
const storedAt = new Date('2025-01-06T09:00:00Z');

/** What add-to-plan writes: a dinner for four on a day. */
const entry: Sample = {
  organizationId: HOME,
  userId: WRITER,
  recipeId: 'r1',
  recipeName: 'Gratin dauphinois',
  date: '2025-03-11',
  mealType: 'dinner',
  portions: 4,
  completed: false,
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
};

const entryWith = (changes: Sample) => withFields(entry, changes);

export const mealEntryShapes: ShapeTable = {
  collection: 'mealEntries',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'member' }) },
  write: (db, doc) => db.doc(`mealEntries/${ID}`).set(toWrite(doc)),
  rewrite: {
    // The same entry, stored: an edit keeps its creation date.
    seed: { [`mealEntries/${ID}`]: toStored(withFields(entry, { createdAt: storedAt, updatedAt: storedAt })) },
    write: (db, doc) => db.doc(`mealEntries/${ID}`).set(toWrite(doc.createdAt === SERVER_TIME ? withFields(doc, { createdAt: storedAt }) : doc)),
  },
  reads: (doc) => mealEntrySchema.safeParse({ ...toStored(doc), id: ID }).success,

  valid: [
    { why: 'the entry add-to-plan writes', doc: entry },
    { why: "an entry without its recipe's name, as older apps wrote it", doc: entryWith({ recipeName: undefined }) },
    { why: `a recipe name of ${RECIPE_NAME_MAX_LENGTH} characters`, doc: entryWith({ recipeName: 'é'.repeat(RECIPE_NAME_MAX_LENGTH) }) },
    { why: 'an unplanned entry (skip: no day, no meal type)', doc: entryWith({ date: '', mealType: null }) },
    { why: 'an entry without a meal type field', doc: entryWith({ mealType: undefined }) },
    { why: 'an entry whose portions are not set yet', doc: entryWith({ portions: null }) },
    { why: 'an entry without portions', doc: entryWith({ portions: undefined, completed: undefined }) },
    { why: `${MAX_PORTIONS} portions`, doc: entryWith({ portions: MAX_PORTIONS }) },
    { why: 'one portion', doc: entryWith({ portions: 1 }) },
    { why: 'a leap day', doc: entryWith({ date: '2024-02-29' }) },
    { why: 'each meal type', doc: entryWith({ mealType: 'breakfast' }) },
    { why: 'an entry marked not archived', doc: entryWith({ isArchived: false, mealType: 'snack' }) },
  ],

  invalid: [
    { why: 'no household', doc: entryWith({ organizationId: undefined }) },
    { why: 'an empty household', doc: entryWith({ organizationId: '' }) },
    { why: 'no user', doc: entryWith({ userId: undefined }) },
    { why: 'a user id that is a number', doc: entryWith({ userId: 42 }) },
    { why: 'no recipe', doc: entryWith({ recipeId: undefined }) },
    { why: 'an empty recipe id', doc: entryWith({ recipeId: '' }) },
    { why: 'a recipe name that is a number', doc: entryWith({ recipeName: 42 }) },
    { why: 'a date that is not yyyy-MM-dd', doc: entryWith({ date: '11/03/2025' }) },
    { why: 'a day that does not exist', doc: entryWith({ date: '2025-02-29' }) },
    { why: 'a date that is a timestamp', doc: entryWith({ date: storedAt }) },
    { why: 'a meal type that is a number', doc: entryWith({ mealType: 3 }) },
    { why: 'no portions at all (0)', doc: entryWith({ portions: 0 }) },
    { why: `${MAX_PORTIONS + 1} portions`, doc: entryWith({ portions: MAX_PORTIONS + 1 }) },
    { why: 'portions that are not whole', doc: entryWith({ portions: 2.5 }) },
    { why: 'portions as text', doc: entryWith({ portions: '4' }) },
    { why: 'completed as text', doc: entryWith({ completed: 'non' }) },
    { why: 'a creation date that is no date', doc: entryWith({ createdAt: 'hier' }) },
  ],

  stricter: [
    { why: 'a field no entry has', doc: entryWith({ note: 'à tester' }) },
    { why: 'a recipe name on two lines', doc: entryWith({ recipeName: 'Gratin\ndauphinois' }) },
    { why: `a recipe name past ${RECIPE_NAME_MAX_LENGTH} characters`, doc: entryWith({ recipeName: 'a'.repeat(RECIPE_NAME_MAX_LENGTH + 1) }) },
    { why: 'a meal type outside the enumeration', doc: entryWith({ mealType: 'brunch' }) },
    { why: "the meal type 'none' of older documents", doc: entryWith({ mealType: 'none' }) },
    { why: 'no date (read as unplanned)', doc: entryWith({ date: undefined }) },
    { why: 'completed at creation', doc: entryWith({ completed: true }) },
    { why: 'archived at creation', doc: entryWith({ isArchived: true }) },
    { why: 'a creation date chosen by the client', doc: entryWith({ createdAt: storedAt }) },
    { why: 'no creation date', doc: entryWith({ createdAt: undefined }) },
    { why: 'an id field', doc: entryWith({ id: ID }) },
    // Recipe ids are the app's (DOCUMENT_ID_PATTERN); the schema reads any.
    { why: 'a recipe id with a line break', doc: entryWith({ recipeId: 'r1\r\nEND:VEVENT' }) },
    { why: 'a recipe id of 65 characters', doc: entryWith({ recipeId: 'r'.repeat(65) }) },
    { why: 'a recipe id with a slash', doc: entryWith({ recipeId: 'r/1' }) },
  ],
};
