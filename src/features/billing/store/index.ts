import { createStore } from '@/lib/create-store';
import { ApiError } from '@/lib/api-client';
import { initialBillingState, type BillingStore } from './state';
import { checkoutActions } from './actions/checkout';
import * as data from '../data';
import { subscriptionActions } from './actions/subscription';

export { initialBillingState, type BillingState, type BillingStore } from './state';

/** The panel 'Abonnements' and the success page (spec A §2): plans, checkouts and the household's subscription. */
export const useBilling = createStore<BillingStore>((set, get) => ({
  ...initialBillingState,

  loadPlans: async () => {
    const { status } = get().plans;
    if (status === 'loading' || status === 'loaded') return;
    set({ plans: { ...get().plans, status: 'loading', error: null } });
    try {
      const loaded = await data.fetchPlans();
      set({ plans: { status: 'loaded', loaded, error: null } });
    } catch (error) {
      // Spec A §8: a network variant when the payment server cannot be reached at all.
      const unreachable = error instanceof ApiError && error.status === 0;
      set({ plans: { status: 'failed', loaded: [], error: unreachable ? 'billing.plans.networkError' : 'billing.plans.loadFailed' } });
    }
  },

  setInterval: (interval) => set({ interval }),

  retry: async () => {
    const intent = get().failure?.intent;
    if (!intent) return;
    if (intent.kind === 'subscribe') return get().subscribe(intent.plan);
    return get()[intent.kind]();
  },

  dismissFailure: () => set({ failure: null }),

  settle: () => set({ busyPlanId: null, busyAction: null }),

  leave: (url) => window.location.assign(url),

  ...checkoutActions(set, get),
  ...subscriptionActions(set, get),
}));
