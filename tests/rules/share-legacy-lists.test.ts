import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { shareLegacyLists } from '../../scripts/migrations/share-legacy-lists.ts';
import { sharedLineColumnsSchema } from '../../src/domain/grocery/shared-line-columns.ts';
import { seed, serverTimestamp, signedIn, storedDocument } from './helpers.ts';
import { useMigrationEmulator } from './migration-emulator.ts';
import { HOME, userDoc } from './recipe-fixtures.ts';
import { EXPIRED_AT, LIVE_UNTIL } from './shared-list-fixtures.ts';

// The migration of share links (scripts/migrations/share-legacy-lists.ts), run with
// firebase-admin against the emulator: every view holding ids is rewritten without them, and
// each legacy list whose link still works gets its view in sharedGroceryLists, which visitors
// then open under the real rules, its owner beside it.

/** A view an older app wrote for a current list, holding its ids. */
const OLDER = 'b2xkZXItdmlldy1saW5rLS0';
const at = new Date('2025-01-06T09:00:00Z');

function legacyList(shareToken: string, changes: Record<string, unknown> = {}) {
  return {
    name: 'Liste de courses du 6 janvier',
    organizationId: HOME,
    status: 'active',
    items: [
      { id: 'i1', name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', standardIngredientId: 'milk', checked: true, createdAt: at },
      { id: 'i2', name: 'Éponges', quantity: '3', unit: 'pc', category: 'other', checked: false, createdAt: at },
    ],
    shareToken,
    shareExpiry: LIVE_UNTIL,
    isPublic: true,
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}

const bench = useMigrationEmulator(async ({ env }) => {
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/mia'), userDoc('mia', { [HOME]: 'member' }))
      .set(db.doc('groceryLists/live'), legacyList('legacy-live'))
      // An older date shape: epoch seconds.
      .set(db.doc('groceryLists/seconds'), legacyList('legacy-seconds', { shareExpiry: Math.floor(LIVE_UNTIL.getTime() / 1000) }))
      .set(db.doc('groceryLists/archived'), legacyList('legacy-archived', { status: 'archived' }))
      .set(db.doc('groceryLists/expired'), legacyList('legacy-expired', { shareExpiry: EXPIRED_AT }))
      .set(db.doc('groceryLists/private'), legacyList('legacy-private', { isPublic: false }))
      .set(db.doc('groceryLists/unshared'), legacyList('', { shareToken: null, shareExpiry: null }))
      .commit(),
  );
});

const view = (token: string) => bench.env.unauthenticatedContext().firestore().doc(`sharedGroceryLists/${token}`);
const stored = (path: string) => storedDocument(bench.env, path);

describe('shareLegacyLists', () => {
  it('writes the view and owner of every legacy list whose link still works, and of no other', async () => {
    const report = await shareLegacyLists(bench.admin);
    expect(report.created.sort()).toEqual(['legacy-archived', 'legacy-live', 'legacy-seconds']);
    expect(report.skipped).toBe(2);
    const live = await assertSucceeds(view('legacy-live').get());
    expect(Object.keys(live.data() ?? {}).sort()).toEqual(['expiresAt', 'lines', 'name', 'status', 'updatedAt']);
    expect(live.get('status')).toBe('active');
    expect(sharedLineColumnsSchema.parse(live.get('lines'))).toEqual({
      'std:milk:volume': { name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', recipeNames: [], checked: true },
      'name:éponges:count': { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', recipeNames: [], checked: false },
    });
    expect(await stored('sharedGroceryListOwners/legacy-live')).toEqual({ organizationId: HOME, listId: 'live', legacy: true });
    expect((await assertSucceeds(view('legacy-archived').get())).get('status')).toBe('archived');
    expect((await assertSucceeds(view('legacy-expired').get())).exists).toBe(false);
  });

  it('rewrites every view holding ids without them, its owner beside it, legacy or not', async () => {
    const older = {
      listId: 'home-list',
      organizationId: HOME,
      name: 'Liste de courses du 6 janvier',
      status: 'active',
      expiresAt: LIVE_UNTIL,
      lines: { 'name:riz:mass': { name: 'Riz', quantity: 500, unit: 'gram', category: 'savoryGrocery', recipeNames: ['Risotto'], checked: true } },
      updatedAt: at,
    };
    await seed(bench.env, (db) =>
      db
        .batch()
        .set(db.doc(`sharedGroceryLists/${OLDER}`), older)
        .set(db.doc('sharedGroceryLists/legacy-earlier-run'), { ...older, listId: 'earlier', legacy: true })
        .commit(),
    );
    const report = await shareLegacyLists(bench.admin);
    expect(report.reshaped.sort()).toEqual([OLDER, 'legacy-earlier-run'].sort());
    for (const token of [OLDER, 'legacy-earlier-run']) {
      const rewritten = await stored(`sharedGroceryLists/${token}`);
      expect(Object.keys(rewritten ?? {}).sort()).toEqual(['expiresAt', 'lines', 'name', 'status', 'updatedAt']);
      expect(sharedLineColumnsSchema.parse(rewritten?.lines)).toEqual({ 'name:riz:mass': older.lines['name:riz:mass'] });
    }
    expect(await stored(`sharedGroceryListOwners/${OLDER}`)).toEqual({ organizationId: HOME, listId: 'home-list' });
    expect(await stored('sharedGroceryListOwners/legacy-earlier-run')).toEqual({ organizationId: HOME, listId: 'earlier', legacy: true });
  });

  it("opens the view to visitors, who cannot write it, and to the household, who archive it", async () => {
    await shareLegacyLists(bench.admin);
    await assertFails(view('legacy-live').update({ updatedAt: serverTimestamp() }));
    await assertSucceeds(signedIn(bench.env, 'mia').doc('sharedGroceryLists/legacy-live').update({ status: 'archived', updatedAt: serverTimestamp() }));
    expect(await stored('sharedGroceryLists/legacy-live')).toMatchObject({ status: 'archived' });
  });

  it('changes nothing when run again: a view already written is left as it is', async () => {
    await shareLegacyLists(bench.admin);
    const before = await stored('sharedGroceryLists/legacy-live');
    expect(await shareLegacyLists(bench.admin)).toEqual({ created: [], reshaped: [], skipped: 5 });
    expect(await stored('sharedGroceryLists/legacy-live')).toEqual(before);
  });
});
