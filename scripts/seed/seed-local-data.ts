import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { seedDemoAccount } from './demo-account.ts';
import { seedDemoCookbook } from './demo-cookbook.ts';
import { seedDemoCupboard } from './demo-cupboard.ts';
import { seedDemoGroceryList } from './demo-grocery-list.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoSubscription } from './demo-subscription.ts';
import { seedDemoWeek } from './demo-week.ts';
import { seedPublicRecipes } from './public-recipes.ts';
import { seedStandardIngredients } from './standard-ingredients.ts';

export interface SeedTarget {
  projectId: string;
  firestorePort: number;
  authPort: number;
  /** The app's origin, where the demo subscription's checkout would have returned. */
  appOrigin: string;
}

/**
 * Fills an empty local stack with its demo data (DESIGN.md §2). Each step skips what a
 * persisted run already holds, so seeding twice changes nothing; except the ingredient
 * catalogue, rewritten from its data file, and the demo week and its shopping list, planned
 * anew for the current week on every start (same documents, moved dates).
 */
export async function seedLocalData({ projectId, firestorePort, authPort, appOrigin }: SeedTarget): Promise<void> {
  // firebase-admin finds the emulators through these; the launcher process talks to one stack only.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${authPort}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId }, `seed-${firestorePort}`);
  try {
    const services = { auth: getAuth(app), firestore: getFirestore(app) };
    await seedStandardIngredients(services.firestore);
    await seedDemoAccount(services);
    await seedDemoMembers(services);
    await seedDemoSubscription(services, appOrigin);
    await seedPublicRecipes(services);
    await seedDemoCookbook(services);
    const week = await seedDemoWeek(services);
    await seedDemoGroceryList(services.firestore, week);
    await seedDemoCupboard(services.firestore, week.plan.data.organizationId);
  } finally {
    await deleteApp(app);
  }
}
