import { doc, increment, serverTimestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { pantryEntryId } from '@/domain/cupboard/pantry-entry';
import { collections } from '@/domain/collections';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { commitWrites } from './commit-writes';
import { untickWrite } from './tick-writes';

// 'Ranger les articles cochés' as putAwayBatches writes it: the list's untick beside the
// cupboard's increments in one batch, against the emulator and the real rules. The cupboard's
// own write is proven in its feature (stock-writes.emulator.test.ts).

const HOME = 'org-home';
const LIST = 'list-home';
const roles = { alice: { [HOME]: 'owner' }, vera: { [HOME]: 'viewer' } } as const;
const item = (name: string, standardIngredientId: string) => ({ name, quantity: 1, unit: 'piece', category: 'fruitsVegetables', checked: true, createdAt: new Date('2026-11-20T09:00:00Z'), standardIngredientId });

const { clients, env } = householdEmulator(roles, () => ({
  [`${collections.groceryListsV2}/${LIST}`]: {
    organizationId: HOME,
    name: 'Liste de courses du 20 novembre',
    status: 'active',
    mealEntryRefs: {},
    checkedItems: { 'food:farine-de-ble': { covered: { mass: 750 } }, 'food:oignon': true, 'food:carotte': true, 'food:sel': true, 'item:eponge': true },
    customItems: { c1: item('Citrons', 'citron'), c2: item('Poireaux', 'poireau') },
    createdAt: new Date('2026-11-20T09:00:00Z'),
    updatedAt: new Date('2026-11-20T09:00:00Z'),
  },
}));

/** The cupboard's increments as stockWrite makes them (the cupboard's data, which the list's feature does not import). */
const stocked = (db: Firestore, foodIds: readonly string[]): DocumentWrite => (writer) => {
  for (const foodId of foodIds) writer.set(doc(db, collections.pantry, pantryEntryId(HOME, foodId)), { organizationId: HOME, foodId, staple: false, mass: increment(750), updatedAt: serverTimestamp() }, { merge: true });
};
const list = () => storedDocument(env(), `${collections.groceryListsV2}/${LIST}`);

describe('putting the ticked lines away in one batch (putAwayBatches)', () => {
  it('clears every tick and one custom item in one update and stocks their foods, together', async () => {
    const db = clients.alice;
    await commitWrites([untickWrite(LIST, [{ tickKeys: ['food:farine-de-ble', 'food:oignon', 'food:carotte', 'food:sel'], customItemIds: ['c1'] }], db), stocked(db, ['farine-de-ble', 'oignon', 'carotte', 'sel', 'citron'])], db);
    expect((await list())?.checkedItems).toEqual({ 'item:eponge': true });
    expect([(await list())?.customItems.c1.checked, (await list())?.customItems.c2.checked]).toEqual([false, true]);
    expect((await storedDocument(env(), `${collections.pantry}/${pantryEntryId(HOME, 'citron')}`))?.mass).toBe(750);
  });

  it('is refused with two custom items unchecked in one batch: what the rules evaluate of a request is bounded, so each gets a batch', async () => {
    const db = clients.alice;
    const twoUpdates = untickWrite(LIST, [{ tickKeys: [], customItemIds: ['c1'] }, { tickKeys: [], customItemIds: ['c2'] }], db);
    await expect(commitWrites([twoUpdates, stocked(db, ['citron', 'poireau'])], db)).rejects.toThrow();
    await commitWrites([untickWrite(LIST, [{ tickKeys: [], customItemIds: ['c1'] }], db), stocked(db, ['citron'])], db);
    await commitWrites([untickWrite(LIST, [{ tickKeys: [], customItemIds: ['c2'] }], db), stocked(db, ['poireau'])], db);
    expect([(await list())?.customItems.c1.checked, (await list())?.customItems.c2.checked]).toEqual([false, false]);
  });

  it('lands nothing when one of its writes is refused: a viewer may untick but not stock', async () => {
    const db = clients.vera;
    await expect(commitWrites([untickWrite(LIST, [{ tickKeys: ['food:sel'], customItemIds: [] }], db), stocked(db, ['sel'])], db)).rejects.toThrow();
    expect(Object.keys((await list())?.checkedItems ?? {})).toHaveLength(5);
  });
});
