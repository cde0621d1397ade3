import { donationAmountInCents, donationPriceId } from '@/domain/billing/donation';
import { checkoutPrice } from '@/domain/billing/plan';
import { paths } from '@/config/paths';
import { readHousehold, selectUserId } from '@/features/household';
import { apiErrorKey } from '@/lib/api-client';
import type { BillingSlice } from '../state';
import * as data from '../../data';

/** An address of the app, as the provider sends the browser back to it (spec A §7). */
const appUrl = (path: string) => `${window.location.origin}${path}`;

/**
 * Checkouts, which end with the browser on the provider's page: the busy spinner stays until
 * the page goes, so nobody starts a second one meanwhile.
 */
export const checkoutActions: BillingSlice<'subscribe' | 'donate'> = (set, get) => ({
  subscribe: async (plan) => {
    const intent = { kind: 'subscribe', plan } as const;
    if (!readHousehold(selectUserId)) return set({ failure: { error: 'billing.errors.signInRequired', intent } });
    const price = checkoutPrice(plan, get().interval);
    if (!price) return set({ failure: { error: 'billing.errors.missingPrice', intent } });
    set({ busyPlanId: plan.id, failure: null });
    try {
      const url = await data.startCheckout({ priceId: price.id, successUrl: appUrl(paths.subscriptionSuccess.href()), cancelUrl: appUrl(paths.household.href()) });
      get().leave(url);
    } catch (error) {
      set({ busyPlanId: null, failure: { error: apiErrorKey(error, 'billing.errors.checkoutFailed'), intent } });
    }
  },

  donate: async (plan, euros) => {
    set({ busyPlanId: plan.id, failure: null });
    const priceId = donationPriceId(plan);
    try {
      const url = await data.startDonation({
        amount: donationAmountInCents(euros),
        mode: 'payment',
        // The success page thanks a donor instead of looking for a subscription.
        successUrl: appUrl(paths.subscriptionSuccess.href({ donation: true })),
        cancelUrl: appUrl(paths.household.href()),
        ...(priceId ? { priceId } : {}),
      });
      get().leave(url);
      return { ok: true };
    } catch (error) {
      // The dialog stays open with the reason and its own 'Donner' to try again: a banner behind
      // it would say the same failure twice.
      set({ busyPlanId: null });
      return { ok: false, error: apiErrorKey(error, 'billing.donation.failed') };
    }
  },
});
