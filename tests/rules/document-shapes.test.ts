import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRulesEnv, seed, signedIn, type TestFirestore } from './helpers.ts';
import { shapeTables } from './samples/index.ts';
import type { Sample } from './samples/shape-table.ts';

// DESIGN.md §3, "Rules validate shapes": a document the rules accept always parses in the app.
// Every sample of tests/rules/samples/ goes to the app's zod schema and to firestore.rules:
// the valid ones pass both, the invalid ones neither (not even written over a stored document),
// and those the rules refuse on purpose still read in the app.

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('demo-nioo-document-shapes');
});

afterAll(async () => {
  await env.cleanup();
});

/** Only the given documents, written with the rules off. */
async function reset(documents: Record<string, Sample>): Promise<void> {
  await env.clearFirestore();
  await seed(env, (db) => {
    const batch = db.batch();
    for (const [path, data] of Object.entries(documents)) batch.set(db.doc(path), data);
    return batch.commit();
  });
}

describe.each(shapeTables)('$collection', (table) => {
  let db: TestFirestore;

  beforeAll(() => {
    db = signedIn(env, table.writer);
  });

  describe('valid: the app reads it and the rules accept it', () => {
    it.each(table.valid)('$why', async ({ doc }) => {
      expect(table.reads(doc), 'read by the app').toBe(true);
      await reset(table.seed);
      await assertSucceeds(table.write(db, doc));
    });
  });

  describe('invalid: the app refuses it and so do the rules', () => {
    it.each(table.invalid)('$why', async ({ doc }) => {
      expect(table.reads(doc), 'read by the app').toBe(false);
      await reset(table.seed);
      await assertFails(table.write(db, doc));
      if (table.rewrite) {
        await reset({ ...table.seed, ...table.rewrite.seed });
        await assertFails(table.rewrite.write(db, doc));
      }
    });
  });

  describe('stricter: the app would read it, but never writes it, and the rules refuse it', () => {
    it.each(table.stricter)('$why', async ({ doc }) => {
      expect(table.reads(doc), 'read by the app').toBe(true);
      await reset(table.seed);
      await assertFails(table.write(db, doc));
    });
  });
});
