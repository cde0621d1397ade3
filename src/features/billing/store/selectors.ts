import { orderPlans, showsIntervalToggle } from '@/domain/billing/plan-grid';
import type { Plan } from '@/domain/billing/plan';
import type { BillingState, BillingStore } from './state';

// How the billing screens read the store: `useBilling(selectX)`, with useShallow for objects.

const gridCache = new WeakMap<Plan[], Plan[]>();

/** The cards of the grid: the free plan first, then the loaded plans reversed (the same array while they do not change). */
export function selectPlanCards(state: BillingState): Plan[] {
  let cards = gridCache.get(state.plans.loaded);
  if (!cards) {
    cards = orderPlans(state.plans.loaded);
    gridCache.set(state.plans.loaded, cards);
  }
  return cards;
}

export const selectShowsIntervalToggle = (state: BillingState) => showsIntervalToggle(state.plans.loaded);

export const selectPlansStatus = (state: BillingState) => state.plans;

export const selectInterval = (state: BillingState) => state.interval;

export const selectBusyPlanId = (state: BillingState) => state.busyPlanId;

export const selectBusyAction = (state: BillingState) => state.busyAction;

export const selectFailure = (state: BillingState) => state.failure;

/** The panel's actions, read with useShallow. */
export const selectPanelActions = ({ loadPlans, setInterval, subscribe, donate, manage, cancel, reactivate, retry, dismissFailure, settle, markPeriodEnded }: BillingStore) => ({
  loadPlans,
  setInterval,
  subscribe,
  donate,
  manage,
  cancel,
  reactivate,
  retry,
  dismissFailure,
  settle,
  markPeriodEnded,
});

export const selectCheckSubscription = (state: BillingStore) => state.checkSubscription;
