import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { collections } from '@domain/collections.ts';
import { householdSchema } from '@domain/household/household.ts';
import { readDoc } from '../read-doc.ts';

/**
 * What the pre-registration check reads of a user document. Every field is read leniently: a
 * user document that exists is the account's own, whatever it holds, and must never be taken
 * for a missing one (a new account's set-up would overwrite it).
 */
export const preRegistrationUserSchema = z.object({
  emailVerified: z.unknown(),
  organizations: z.record(z.string(), z.unknown()).optional().catch(undefined),
  defaultOrganizationId: z.string().optional().catch(undefined),
});

export type PreRegistrationUser = z.infer<typeof preRegistrationUserSchema>;

/** Whose household it is: only the squatter's own are taken down. */
const creatorSchema = householdSchema.pick({ creatorId: true });

/**
 * The pre-registration attack: someone signs up by password with another person's address
 * and never verifies it. When the owner of the address later signs in with Google (which
 * proves the address), the identity service hands them that same account, and with it the
 * squatter's names and household. Such an account never got past the verification check, so
 * it holds nothing of value: it is discarded and set up again as a new Google user's.
 */
export function isPreRegistration(user: PreRegistrationUser | null, googleEmailVerified: boolean): boolean {
  return user !== null && user.emailVerified !== true && googleEmailVerified;
}

/**
 * Every document the pre-registration's sign-up wrote, read inside `transaction` so they are
 * deleted atomically with the new set-up: the households the account created, with their
 * cookbook, plans and grocery lists, and its pending verification tokens. Its user document
 * is not listed; the new set-up overwrites it.
 */
export async function preRegistrationDocuments(firestore: Firestore, transaction: Transaction, uid: string, user: PreRegistrationUser): Promise<DocumentReference[]> {
  const householdIds = new Set([...Object.keys(user.organizations ?? {}), ...(user.defaultOrganizationId === undefined ? [] : [user.defaultOrganizationId])]);

  const perHousehold = await Promise.all(
    [...householdIds].filter(Boolean).map(async (householdId) => {
      const household = await transaction.get(firestore.collection(collections.organizations).doc(householdId));
      // A household someone else created is not the squatter's to take down.
      if (readDoc(household, creatorSchema)?.creatorId !== uid) return [];
      const [plans, lists] = await Promise.all([
        transaction.get(firestore.collection(collections.weeklyMealPlans).where('organizationId', '==', householdId)),
        transaction.get(firestore.collection(collections.groceryListsV2).where('organizationId', '==', householdId)),
      ]);
      return [
        household.ref,
        firestore.collection(collections.cookbooks).doc(householdId),
        ...plans.docs.map((doc) => doc.ref),
        ...lists.docs.map((doc) => doc.ref),
      ];
    }),
  );
  const tokens = await transaction.get(firestore.collection(collections.emailVerificationTokens).where('uid', '==', uid));
  return [...perHousehold.flat(), ...tokens.docs.map((doc) => doc.ref)];
}
