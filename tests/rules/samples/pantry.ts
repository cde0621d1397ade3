import { PANTRY_MAX_AMOUNT, pantryEntryId, pantryEntrySchema } from '../../../src/domain/cupboard/pantry-entry.ts';
import { HOME, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// pantry/{organizationId}_{foodId}: one food's stock, set merged with increments of its amounts
// (src/features/cupboard/data). The rules see the whole document after the write.

const WRITER = 'mia';
const FOOD = 'farine-de-ble';
const storedAt = new Date('2025-01-06T09:00:00Z');

/** A food the app stocked: 500 g of flour. */
const flour: Sample = { organizationId: HOME, foodId: FOOD, mass: 500, volume: 0, count: 0, staple: false, updatedAt: SERVER_TIME };

const entryPath = (doc: Sample) => `pantry/${pantryEntryId(HOME, typeof doc.foodId === 'string' ? doc.foodId : FOOD)}`;

export const pantryShapes: ShapeTable = {
  collection: 'pantry',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'member' }) },
  write: (db, doc) => db.doc(entryPath(doc)).set(toWrite(doc)),
  rewrite: {
    seed: { [`pantry/${pantryEntryId(HOME, FOOD)}`]: { ...flour, updatedAt: storedAt } },
    write: (db, doc) => db.doc(entryPath(doc)).set(toWrite(doc)),
  },
  reads: (doc) => pantryEntrySchema.safeParse(toStored(doc)).success,

  valid: [
    { why: 'a food stocked by mass', doc: flour },
    { why: 'eggs by the piece and milk by volume', doc: withFields(flour, { mass: 0, volume: 1000, count: 6 }) },
    { why: 'a staple without an amount', doc: withFields(flour, { mass: 0, staple: true }) },
    { why: 'the first write of a food, its amounts left to their increments', doc: { organizationId: HOME, foodId: FOOD, staple: false, updatedAt: SERVER_TIME } },
    { why: `an amount of ${PANTRY_MAX_AMOUNT}`, doc: withFields(flour, { mass: PANTRY_MAX_AMOUNT }) },
    { why: 'a fraction of a piece', doc: withFields(flour, { mass: 0, count: 0.5 }) },
    { why: 'the id of its last change of amounts', doc: withFields(flour, { changeId: 'Xb3kPq9zLm2Rt7Vw4Yc1' }) },
  ],

  invalid: [
    { why: 'no household', doc: withFields(flour, { organizationId: undefined }) },
    { why: 'no food', doc: withFields(flour, { foodId: undefined }) },
    { why: 'a food id that is a number', doc: withFields(flour, { foodId: 42 }) },
    { why: 'a food id with a dot', doc: withFields(flour, { foodId: 'farine.ble' }) },
    { why: 'a negative amount', doc: withFields(flour, { mass: -1 }) },
    { why: `an amount past ${PANTRY_MAX_AMOUNT}`, doc: withFields(flour, { volume: PANTRY_MAX_AMOUNT + 1 }) },
    { why: 'an amount as text', doc: withFields(flour, { count: '6' }) },
    { why: 'a staple flag as text', doc: withFields(flour, { staple: 'true' }) },
    { why: 'a change id with a slash', doc: withFields(flour, { changeId: 'a/b' }) },
    { why: 'a change id that is a number', doc: withFields(flour, { changeId: 7 }) },
  ],

  stricter: [
    { why: 'an extra field', doc: withFields(flour, { note: 'sur l’étagère' }) },
    { why: 'no time of the write', doc: withFields(flour, { updatedAt: undefined }) },
    { why: 'a time the client chose', doc: withFields(flour, { updatedAt: storedAt }) },
  ],
};
