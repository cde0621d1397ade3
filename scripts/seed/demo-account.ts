import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { addAccountSetup } from '../../server/households/household-setup.ts';

/** The verified demo account of the local stack, printed in the banner and the README. */
export const demoAccount = {
  email: 'demo@nioo.test',
  password: 'NiooDemo2026',
  firstName: 'Alex',
  lastName: 'Demo',
  organizationName: 'Famille Demo',
  numberOfPersons: 4,
} as const;

/** Creates the demo account and its household unless a persisted run already has it. */
export async function seedDemoAccount({ auth, firestore }: { auth: Auth; firestore: Firestore }): Promise<void> {
  const existing = await auth.getUserByEmail(demoAccount.email).catch(() => null);
  if (existing) return;
  const { uid } = await auth.createUser({
    email: demoAccount.email,
    password: demoAccount.password,
    emailVerified: true,
    displayName: `${demoAccount.firstName} ${demoAccount.lastName}`,
  });
  const batch = firestore.batch();
  addAccountSetup(firestore, batch, { ...demoAccount, uid, emailVerified: true });
  await batch.commit();
}
