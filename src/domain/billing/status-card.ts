import { isActiveSubscriptionStatus } from './subscription-status';
import type { Subscription } from './subscription';

/** The buttons of the status card 'Statut de l'abonnement'. */
export interface StatusCardActions {
  manage: boolean;
  cancel: boolean;
  reactivate: boolean;
}

/**
 * Spec A §4: 'Gérer' and 'Annuler' for an active subscription (or one active until its period
 * end); 'Annuler' gives way to 'Réactiver' once it is cancelled at period end. Only the owners
 * see them (the service refuses the others anyway).
 */
export function statusCardActions(subscription: Pick<Subscription, 'status' | 'cancel_at_period_end'>, canManage: boolean): StatusCardActions {
  const active = canManage && isActiveSubscriptionStatus(subscription.status);
  return {
    manage: active,
    cancel: active && !subscription.cancel_at_period_end,
    reactivate: active && subscription.cancel_at_period_end,
  };
}

/**
 * The date line: 'Se termine le {date}' when the subscription will not renew (cancelled at
 * period end, or already cancelled), 'Terminé le {date}' once that date has passed, else
 * 'Prochain renouvellement le {date}'; none without a readable period end.
 */
export function periodEndLine(
  subscription: Pick<Subscription, 'status' | 'cancel_at_period_end' | 'current_period_end'>,
  now: Date,
): { kind: 'endsOn' | 'endedOn' | 'renewsOn'; date: Date } | null {
  const date = subscription.current_period_end;
  if (!date) return null;
  const ends = subscription.cancel_at_period_end || subscription.status === 'canceled';
  if (!ends) return { kind: 'renewsOn', date };
  return { kind: date.getTime() <= now.getTime() ? 'endedOn' : 'endsOn', date };
}
