import { shouldMarkCanceled, type Subscription } from './subscription';
import { isLiveSubscriptionStatus } from './subscription-status';

/** What the choice between a household's subscriptions reads of each. */
export type RankedSubscription = Pick<Subscription, 'id' | 'status' | 'cancel_at_period_end' | 'current_period_end'>;

/**
 * A subscription that still holds the household: a live status, and not one cancelled at a
 * period end already past (spec A §4's check marks those canceled; the provider ends them).
 */
export function isLiveSubscription(subscription: Omit<RankedSubscription, 'id'>, now: Date): boolean {
  return isLiveSubscriptionStatus(subscription.status) && !shouldMarkCanceled(subscription, now);
}

const periodEndMs = (subscription: RankedSubscription) => subscription.current_period_end?.getTime() ?? Number.NEGATIVE_INFINITY;

function outranks(candidate: RankedSubscription, best: RankedSubscription, currentId: string | null): boolean {
  if (candidate.cancel_at_period_end !== best.cancel_at_period_end) return !candidate.cancel_at_period_end;
  if (periodEndMs(candidate) !== periodEndMs(best)) return periodEndMs(candidate) > periodEndMs(best);
  return candidate.id === currentId && best.id !== currentId;
}

/**
 * The subscription the household's record holds (organizations/{id}.subscription, the one
 * 'Annuler' and 'Gérer' act on) when the provider holds several for it: two checkouts paid
 * side by side, or a second subscription bought before checkout refused one. `candidates` are
 * the household's subscriptions as the provider has them now, the current one among them.
 *
 * - A live one wins over any other, so the record never shows an ended subscription while
 *   another still bills.
 * - Among live ones, one that renews wins over one cancelled at period end: whatever will bill
 *   again stays under 'Annuler', and once it is cancelled the record moves to the next.
 * - Then the latest period end, then the current one, so equal news never moves the record.
 *
 * With none live the record keeps the current subscription, as its own news has it. One that
 * is neither live nor current is never recorded: a late event of an old subscription changes
 * nothing. Null when there is nothing to record.
 */
export function preferredSubscription<S extends RankedSubscription>(candidates: readonly S[], currentId: string | null, now: Date): S | null {
  const live = candidates.filter((candidate) => isLiveSubscription(candidate, now));
  if (live.length === 0) return candidates.find((candidate) => candidate.id === currentId) ?? null;
  return live.reduce((best, candidate) => (outranks(candidate, best, currentId) ? candidate : best));
}
