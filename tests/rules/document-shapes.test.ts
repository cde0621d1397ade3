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
  env = await createRulesEnv();
});

afterAll(async () => {
  await env.cleanup();
});

/** What the emulator holds: the documents last reset to, until a write is let through. */
let stored: Record<string, Sample> | undefined;

/**
 * Only the given documents, written with the rules off. A refused write leaves them as they were,
 * so they are written again only after a write went through or for other documents: clearing and
 * seeding the emulator for each of the 562 samples took most of the file's time.
 */
async function reset(documents: Record<string, Sample>): Promise<void> {
  if (stored === documents) return;
  stored = undefined;
  await env.clearFirestore();
  await seed(env, (db) => {
    const batch = db.batch();
    for (const [path, data] of Object.entries(documents)) batch.set(db.doc(path), data);
    return batch.commit();
  });
  stored = documents;
}

/** A write the rules must let through: what the emulator holds changes. */
async function accepted(write: () => Promise<unknown>): Promise<void> {
  stored = undefined;
  await assertSucceeds(write());
}

/** A write the rules must refuse: what the emulator holds stays as it was, unless the rules let it through. */
async function refused(write: () => Promise<unknown>): Promise<void> {
  const kept = stored;
  stored = undefined;
  await assertFails(write());
  stored = kept;
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
      await accepted(() => table.write(db, doc));
    });
  });

  describe('invalid: the app refuses it and so do the rules', () => {
    it.each(table.invalid)('$why', async ({ doc }) => {
      expect(table.reads(doc), 'read by the app').toBe(false);
      await reset(table.seed);
      await refused(() => table.write(db, doc));
    });
  });

  const { rewrite } = table;
  if (rewrite) {
    const rewriteSeed = { ...table.seed, ...rewrite.seed };
    describe('invalid, written over a stored document: the rules refuse it too', () => {
      it.each(table.invalid)('$why', async ({ doc }) => {
        await reset(rewriteSeed);
        await refused(() => rewrite.write(db, doc));
      });
    });
  }

  describe('stricter: the app would read it, but never writes it, and the rules refuse it', () => {
    it.each(table.stricter)('$why', async ({ doc }) => {
      expect(table.reads(doc), 'read by the app').toBe(true);
      await reset(table.seed);
      await refused(() => table.write(db, doc));
    });
  });
});
