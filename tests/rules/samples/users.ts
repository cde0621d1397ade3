import { userSchema } from '../../../src/domain/accounts/user.ts';
import { HOME, SECOND, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, type ShapeTable } from './shape-table.ts';

// users/{uid}: written by the server, except the household switch (spec A §4), which sets
// defaultOrganizationId and updatedAt on the user's own document. Samples are those fields.

const WRITER = 'alice';
const stored = { ...userDoc(WRITER, { [HOME]: 'owner', [SECOND]: 'viewer' }), createdAt: new Date('2025-01-06T09:00:00Z') };

export const userShapes: ShapeTable = {
  collection: 'users',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: stored },
  write: (db, doc) => db.doc(`users/${WRITER}`).update(toWrite(doc)),
  reads: (doc) => userSchema.safeParse({ ...stored, ...toStored(doc), id: WRITER }).success,

  valid: [
    { why: 'the switch to another household of the user', doc: { defaultOrganizationId: SECOND, updatedAt: SERVER_TIME } },
    { why: 'the switch to the current household', doc: { defaultOrganizationId: HOME, updatedAt: SERVER_TIME } },
  ],

  invalid: [
    { why: 'a household id that is a number', doc: { defaultOrganizationId: 42, updatedAt: SERVER_TIME } },
    { why: 'a household id in a list', doc: { defaultOrganizationId: [SECOND], updatedAt: SERVER_TIME } },
    { why: 'a household as a map', doc: { defaultOrganizationId: { id: SECOND }, updatedAt: SERVER_TIME } },
    { why: 'an update date that is no date', doc: { defaultOrganizationId: SECOND, updatedAt: 'hier' } },
    { why: 'an update date that is a boolean', doc: { defaultOrganizationId: SECOND, updatedAt: true } },
  ],

  stricter: [
    { why: 'no household (null)', doc: { defaultOrganizationId: null, updatedAt: SERVER_TIME } },
    { why: 'no household (empty)', doc: { defaultOrganizationId: '', updatedAt: SERVER_TIME } },
    { why: 'a switch without its update date', doc: { defaultOrganizationId: SECOND } },
    { why: 'an update date chosen by the client', doc: { defaultOrganizationId: SECOND, updatedAt: new Date('2030-01-01T00:00:00Z') } },
  ],
};
