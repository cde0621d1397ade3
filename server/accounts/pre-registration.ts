import type { DocumentData, DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';

/**
 * The pre-registration attack: someone signs up by password with another person's address
 * and never verifies it. When the owner of the address later signs in with Google (which
 * proves the address), the identity service hands them that same account, and with it the
 * squatter's names and household. Such an account never got past the verification check, so
 * it holds nothing of value: it is discarded and set up again as a new Google user's.
 */
export function isPreRegistration(user: DocumentData | undefined, googleEmailVerified: boolean): boolean {
  return user !== undefined && user.emailVerified !== true && googleEmailVerified;
}

/**
 * Every document the pre-registration's sign-up wrote, read inside `transaction` so they are
 * deleted atomically with the new set-up: the households the account created, with their
 * cookbook, plans and grocery lists, and its pending verification tokens. Its user document
 * is not listed; the new set-up overwrites it.
 */
export async function preRegistrationDocuments(firestore: Firestore, transaction: Transaction, uid: string, user: DocumentData): Promise<DocumentReference[]> {
  const memberships = user.organizations && typeof user.organizations === 'object' ? Object.keys(user.organizations as object) : [];
  const organizationIds = new Set([...memberships, ...(typeof user.defaultOrganizationId === 'string' ? [user.defaultOrganizationId] : [])]);

  const perHousehold = await Promise.all(
    [...organizationIds].filter(Boolean).map(async (organizationId) => {
      const organization = await transaction.get(firestore.collection(collections.organizations).doc(organizationId));
      // A household someone else created is not the squatter's to take down.
      if (organization.data()?.creatorId !== uid) return [];
      const [plans, lists] = await Promise.all([
        transaction.get(firestore.collection(collections.weeklyMealPlans).where('organizationId', '==', organizationId)),
        transaction.get(firestore.collection(collections.groceryListsV2).where('organizationId', '==', organizationId)),
      ]);
      return [
        organization.ref,
        firestore.collection(collections.cookbooks).doc(organizationId),
        ...plans.docs.map((doc) => doc.ref),
        ...lists.docs.map((doc) => doc.ref),
      ];
    }),
  );
  const tokens = await transaction.get(firestore.collection(collections.emailVerificationTokens).where('uid', '==', uid));
  return [...perHousehold.flat(), ...tokens.docs.map((doc) => doc.ref)];
}
