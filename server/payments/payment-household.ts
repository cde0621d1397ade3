import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isLiveSubscription } from '@domain/billing/live-subscription.ts';
import { subscriptionSchema } from '@domain/billing/subscription.ts';
import { collections } from '@domain/collections.ts';
import { canManageHousehold } from '@domain/household/roles.ts';
import { ApiRefusal } from '../http/messages.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { roleIn } from '../households/household-access.ts';

/** The household a payment call acts on, and the caller's role in it. */
export interface PaymentHousehold {
  id: string;
  role: string;
  household: DocumentSnapshot;
}

/**
 * The caller's current household, users/{uid}.defaultOrganizationId, the one the app shows
 * (src/domain/api/payments.ts): the spec's payment calls name no household. The caller must
 * be one of its members by their own user document, where the rules read roles too.
 */
export async function currentHousehold(firestore: Firestore, uid: string): Promise<PaymentHousehold> {
  const user = await firestore.collection(collections.users).doc(uid).get();
  const id: unknown = user.get('defaultOrganizationId');
  if (typeof id !== 'string' || !isPlainDocumentId(id)) throw new ApiRefusal(404, 'session.errors.noHousehold');
  const role = roleIn(user, id);
  if (typeof role !== 'string') throw new ApiRefusal(403, 'billing.errors.notMember');
  const household = await firestore.collection(collections.organizations).doc(id).get();
  if (!household.exists) throw new ApiRefusal(404, 'session.errors.householdNotFound');
  return { id, role, household };
}

/**
 * The current household, for its owners only: subscribing, the portal, cancel and reactivate
 * spend the household's money. Admins act as owners on the settings page, not here: nobody
 * subscribes for someone else's household.
 */
export async function ownedHousehold(firestore: Firestore, uid: string): Promise<PaymentHousehold> {
  const current = await currentHousehold(firestore, uid);
  if (!canManageHousehold(current.role)) throw new ApiRefusal(403, 'billing.errors.ownersOnly');
  return current;
}

/** The household's subscription as stored, or null. */
export function storedSubscription(current: PaymentHousehold): { id?: unknown; customer?: unknown } | null {
  const subscription: unknown = current.household.get('subscription');
  return subscription && typeof subscription === 'object' ? subscription : null;
}

/** Whether the household's stored subscription may still bill: a checkout then would be a second one. */
export function hasLiveSubscription(current: PaymentHousehold, now: Date): boolean {
  const stored = subscriptionSchema.safeParse(current.household.get('subscription'));
  return stored.success && isLiveSubscription(stored.data, now);
}
