import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { pantryEntryId, type StockAmounts } from '../../src/domain/cupboard/pantry-entry.ts';

interface DemoFood {
  foodId: string;
  amounts?: Partial<StockAmounts>;
  staple?: boolean;
}

/**
 * What the demo household already has at home, in base units (grams, millilitres, pieces as
 * recipes count the food): some of it what the week's recipes need (flour, milk, eggs, rice),
 * so the list has something to subtract, and a few staples kept without an amount.
 */
export const demoCupboard: readonly DemoFood[] = [
  { foodId: 'farine-de-ble', amounts: { mass: 500 } },
  { foodId: 'oeuf', amounts: { count: 6 } },
  { foodId: 'lait-demi-ecreme', amounts: { volume: 1000 } },
  { foodId: 'beurre-doux', amounts: { mass: 250 } },
  { foodId: 'riz-basmati', amounts: { mass: 1000 } },
  { foodId: 'pates', amounts: { mass: 500 } },
  { foodId: 'ail', amounts: { count: 10 } },
  { foodId: 'oignon', amounts: { count: 3 } },
  { foodId: 'tomate-concassee', amounts: { count: 2 } },
  { foodId: 'sel', staple: true },
  { foodId: 'poivre-noir', staple: true },
  { foodId: 'huile-d-olive', amounts: { volume: 500 }, staple: true },
];

/** pantry/{organizationId}_{foodId} for each demo food (pure: no Firestore access). */
export function buildDemoCupboard(householdId: string, now: Date) {
  return demoCupboard.map(({ foodId, amounts = {}, staple = false }) => ({
    id: pantryEntryId(householdId, foodId),
    data: { organizationId: householdId, foodId, mass: amounts.mass ?? 0, volume: amounts.volume ?? 0, count: amounts.count ?? 0, staple, updatedAt: Timestamp.fromDate(now) },
  }));
}

/** Stocks the demo household's cupboard again on every start, like its week: the same documents, the demo's amounts. */
export async function seedDemoCupboard(firestore: Firestore, householdId: string, now = new Date()): Promise<void> {
  const pantry = firestore.collection(collections.pantry);
  const batch = firestore.batch();
  for (const { id, data } of buildDemoCupboard(householdId, now)) batch.set(pantry.doc(id), data);
  await batch.commit();
}
