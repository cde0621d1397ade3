import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { shareLegacyLists } from '../../scripts/migrations/share-legacy-lists.ts';
import { createRulesEnv, seed, serverTimestamp, signedIn } from './helpers.ts';
import { HOME, userDoc } from './recipe-fixtures.ts';
import { EXPIRED_AT, LIVE_UNTIL } from './shared-list-fixtures.ts';

// The migration of legacy share links (scripts/migrations/share-legacy-lists.ts), run with
// firebase-admin against the emulator: each legacy list whose link still works gets its view in
// sharedGroceryLists, which visitors then open and tick under the real rules.

const PROJECT = 'demo-nioo-share-legacy-lists';
const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let app: App;
let admin: Firestore;

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

beforeAll(async () => {
  env = await createRulesEnv(PROJECT);
  // firebase-admin finds the emulator through this variable, as the script does on the local stack.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${inject('firestorePort')}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  app = initializeApp({ projectId: PROJECT }, PROJECT);
  admin = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
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

const view = (token: string) => env.unauthenticatedContext().firestore().doc(`sharedGroceryLists/${token}`);

describe('shareLegacyLists', () => {
  it('writes the view of every legacy list whose link still works, and of no other', async () => {
    const report = await shareLegacyLists(admin);
    expect(report.created.sort()).toEqual(['legacy-archived', 'legacy-live', 'legacy-seconds']);
    expect(report.skipped).toBe(2);
    const live = await assertSucceeds(view('legacy-live').get());
    expect(live.data()).toMatchObject({
      listId: 'live',
      organizationId: HOME,
      status: 'active',
      legacy: true,
      lines: {
        'std:milk:volume': { name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', recipeNames: [], checked: true },
        'name:éponges:count': { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', recipeNames: [], checked: false },
      },
    });
    expect((await assertSucceeds(view('legacy-archived').get())).get('status')).toBe('archived');
    expect((await assertSucceeds(view('legacy-expired').get())).exists).toBe(false);
  });

  it('opens the view to visitors, who tick it alone, and to the household, who archive it', async () => {
    await shareLegacyLists(admin);
    await assertSucceeds(view('legacy-live').update('lines.name:éponges:count.checked', true, 'updatedAt', serverTimestamp()));
    await assertSucceeds(signedIn(env, 'mia').doc('sharedGroceryLists/legacy-live').update({ status: 'archived', updatedAt: serverTimestamp() }));
    expect((await view('legacy-live').get()).data()).toMatchObject({ status: 'archived', lines: { 'name:éponges:count': { checked: true } } });
  });

  it('changes nothing when run again: a view already written is left as it is', async () => {
    await shareLegacyLists(admin);
    await assertSucceeds(view('legacy-live').update('lines.name:éponges:count.checked', true, 'updatedAt', serverTimestamp()));
    expect(await shareLegacyLists(admin)).toEqual({ created: [], skipped: 5 });
    expect((await view('legacy-live').get()).get('lines')).toMatchObject({ 'name:éponges:count': { checked: true } });
  });
});
