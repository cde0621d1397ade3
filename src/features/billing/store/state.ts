import type { StoreApi } from 'zustand';
import type { Plan } from '@/domain/billing/plan';
import type { BillingInterval } from '@/domain/billing/price';
import { DEFAULT_BILLING_INTERVAL } from '@/domain/billing/price';
import type { Outcome } from '@/domain/shared/outcome';
import type { LoadStatus } from '@/domain/shared/load-status';
import type { LocaleKey } from '@/locales/locale-key';

/** What the owner asked for when the error banner shows, so 'Réessayer' can ask again. */
export type BillingIntent = { kind: 'subscribe'; plan: Plan } | { kind: 'manage' } | { kind: 'cancel' } | { kind: 'reactivate' };

export type SubscriptionAction = 'manage' | 'cancel' | 'reactivate';

/** What the success page found: the subscription running (and its plan's name when known), or not. */
export type SubscriptionCheck = { ok: true; planName: string | null } | { ok: false };

export interface BillingState {
  /** The provider's plans as loaded (the grid adds the free plan and orders them: orderPlans). */
  plans: { status: LoadStatus; loaded: Plan[]; error: LocaleKey | null };
  /** The 'Mensuel' / 'Annuel' toggle. */
  interval: BillingInterval;
  /** The plan whose checkout is starting: its card shows a spinner and every card waits. */
  busyPlanId: string | null;
  /** The status card's action under way. */
  busyAction: SubscriptionAction | null;
  /** The error banner's message, and what 'Réessayer' does again. */
  failure: { error: LocaleKey; intent: BillingIntent } | null;
}

export interface BillingActions {
  /** Loads the plans once (again after a failure); the client retries with a doubling pause. */
  loadPlans: () => Promise<void>;
  setInterval: (interval: BillingInterval) => void;
  /** Starts checkout of `plan` at the chosen interval's price; the browser leaves for the provider. */
  subscribe: (plan: Plan) => Promise<void>;
  /** Starts a one-off payment of `euros`; the dialog shows the outcome's message when it fails. */
  donate: (plan: Plan, euros: number) => Promise<Outcome<LocaleKey>>;
  /** Opens the provider's customer portal. */
  manage: () => Promise<void>;
  /** Cancels at period end, then waits (a while) for the household to show it. */
  cancel: () => Promise<void>;
  reactivate: () => Promise<void>;
  /** Does again what the error banner reports. */
  retry: () => Promise<void>;
  dismissFailure: () => void;
  /** The browser came back to the panel (the back button): nothing is under way any more. */
  settle: () => void;
  /** The period-end write (spec A §4); a refusal is only logged, the server ends it anyway. */
  markPeriodEnded: (householdId: string) => Promise<void>;
  /** The success page's check: asks the service until the subscription shows, or gives up. */
  checkSubscription: (signal: AbortSignal) => Promise<SubscriptionCheck>;
  /** Sends the browser to the provider's page; replaced in tests. */
  leave: (url: string) => void;
}

export type BillingStore = BillingState & BillingActions;

export const initialBillingState: BillingState = {
  plans: { status: 'idle', loaded: [], error: null },
  interval: DEFAULT_BILLING_INTERVAL,
  busyPlanId: null,
  busyAction: null,
  failure: null,
};

/** A part of the store's actions, written in its own file (zustand's slices pattern). */
export type BillingSlice<Action extends keyof BillingActions> = (
  set: StoreApi<BillingStore>['setState'],
  get: StoreApi<BillingStore>['getState'],
) => Pick<BillingActions, Action>;
