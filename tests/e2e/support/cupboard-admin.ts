import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { StockAmounts } from '../../../src/domain/cupboard/pantry-entry';
import { householdIdOf } from './household-admin';
import { testStackUrls } from '../test-stack';

// The cupboard's documents (DESIGN.md §3 "The cupboard": `pantry/{organizationId}_{foodId}`),
// through firebase-admin on the stack's emulators: a journey stocks it in one step and reads
// what cooking left, without going through the /placard page, which has a journey of its own.

const PANTRY = 'pantry';

function firestore() {
  process.env.FIRESTORE_EMULATOR_HOST = new URL(testStackUrls.firestoreEmulator).host;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = getApps().find((existing) => existing.name === 'e2e') ?? initializeApp({ projectId: 'demo-nioo' }, 'e2e');
  return getFirestore(app);
}

/** Puts these amounts (grams, millilitres, pieces) of these catalogue foods in the household's cupboard. */
export async function stockCupboard(email: string, foods: Record<string, Partial<StockAmounts>>): Promise<void> {
  const householdId = await householdIdOf(email);
  const db = firestore();
  const batch = db.batch();
  for (const [foodId, { mass = 0, volume = 0, count = 0 }] of Object.entries(foods)) {
    batch.set(db.collection(PANTRY).doc(`${householdId}_${foodId}`), { organizationId: householdId, foodId, mass, volume, count, staple: false, updatedAt: Timestamp.now() });
  }
  await batch.commit();
}

/** What the household's cupboard holds of a food, or null when it holds none. */
export async function stockOf(email: string, foodId: string): Promise<StockAmounts | null> {
  const householdId = await householdIdOf(email);
  const entry = await firestore().collection(PANTRY).doc(`${householdId}_${foodId}`).get();
  if (!entry.exists) return null;
  return { mass: entry.get('mass') as number, volume: entry.get('volume') as number, count: entry.get('count') as number };
}
