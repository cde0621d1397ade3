import type { Subscription } from '@/domain/billing/subscription';
import { confirmsSubscription, SUBSCRIPTION_CHECK_ATTEMPTS, SUBSCRIPTION_CHECK_INTERVAL_MS } from '@/domain/billing/subscription-success';
import { paths } from '@/config/paths';
import { onHouseholdChange, readHousehold, selectHouseholdSubscription } from '@/features/household';
import { apiErrorKey } from '@/lib/api-client';
import type { LocaleKey } from '@/locales/locale-key';
import type { BillingSlice, BillingStore, SubscriptionAction } from '../state';
import * as data from '../../data';

/**
 * How long cancel and reactivate keep their spinner for the household to show the change: the
 * provider's event reaches the household a moment after the service has answered.
 */
export const SUBSCRIPTION_SYNC_WAIT_MS = 10_000;

/** Resolves once the live household's subscription passes `shows`, or after SUBSCRIPTION_SYNC_WAIT_MS. */
function householdShows(shows: (subscription: Subscription | null) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (shows(readHousehold(selectHouseholdSubscription))) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, SUBSCRIPTION_SYNC_WAIT_MS);
    const unsubscribe = onHouseholdChange((state) => {
      if (shows(selectHouseholdSubscription(state))) done();
    });
  });
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

type SetState = Parameters<BillingSlice<'cancel'>>[0];

/** Cancel and reactivate: the service changes the subscription at the provider, whose event then updates the household. */
async function changeAtPeriodEnd(
  set: SetState,
  action: Extract<SubscriptionAction, 'cancel' | 'reactivate'>,
  send: (id: string) => Promise<unknown>,
  errors: { missing: LocaleKey; failed: LocaleKey },
): Promise<void> {
  const intent = { kind: action } as const;
  const subscription = readHousehold(selectHouseholdSubscription);
  if (!subscription) return set({ failure: { error: errors.missing, intent } });
  set({ busyAction: action, failure: null });
  try {
    await send(subscription.id);
  } catch (error) {
    return set({ busyAction: null, failure: { error: apiErrorKey(error, errors.failed), intent } });
  }
  const cancelled = action === 'cancel';
  await householdShows((shown) => shown?.cancel_at_period_end === cancelled);
  set({ busyAction: null });
}

/** The status card's actions, the period-end write and the success page's check. */
export const subscriptionActions: BillingSlice<'manage' | 'cancel' | 'reactivate' | 'markPeriodEnded' | 'checkSubscription'> = (set, get: () => BillingStore) => ({
  manage: async () => {
    const intent = { kind: 'manage' } as const;
    const customerId = readHousehold(selectHouseholdSubscription)?.customer;
    if (!customerId) return set({ failure: { error: 'billing.errors.customerNotFound', intent } });
    set({ busyAction: 'manage', failure: null });
    try {
      get().leave(await data.openCustomerPortal({ customerId, returnUrl: `${window.location.origin}${paths.household.href()}` }));
    } catch (error) {
      set({ busyAction: null, failure: { error: apiErrorKey(error, 'billing.errors.portalFailed'), intent } });
    }
  },

  cancel: () =>
    changeAtPeriodEnd(set, 'cancel', data.cancelSubscription, { missing: 'billing.errors.noSubscriptionToCancel', failed: 'billing.errors.cancelFailed' }),

  reactivate: () =>
    changeAtPeriodEnd(set, 'reactivate', data.reactivateSubscription, {
      missing: 'billing.errors.noSubscriptionToReactivate',
      failed: 'billing.errors.reactivateFailed',
    }),

  markPeriodEnded: async (householdId) => {
    try {
      await data.markSubscriptionCanceled(householdId);
    } catch (error) {
      // Another member's app may have written it first, or this clock runs ahead of the server's.
      console.error(`Household ${householdId} subscription not marked cancelled`, error);
    }
  },

  checkSubscription: async (signal) => {
    for (let attempt = 1; ; attempt += 1) {
      let subscription: Subscription | null;
      try {
        subscription = await data.fetchSubscription();
      } catch {
        // The client already retried what could pass; a refusal would only come again.
        return { ok: false };
      }
      if (confirmsSubscription(subscription)) return { ok: true, planName: subscription?.product?.name ?? null };
      if (attempt >= SUBSCRIPTION_CHECK_ATTEMPTS) return { ok: false };
      await pause(SUBSCRIPTION_CHECK_INTERVAL_MS, signal);
      if (signal.aborted) return { ok: false };
    }
  },
});
