import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** A random identifier in Stripe's style; 192 bits, so a session id is also its capability. */
export function localId(prefix: string): string {
  return `${prefix}_local_${randomBytes(24).toString('hex')}`;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Where a signed event goes: the webhook's own handler, with the raw body and its header. */
export type EventDelivery = (payload: string, signature: string) => Promise<unknown>;

/**
 * An event as Stripe sends it (the fields of its envelope), signed with the local secret the
 * way Stripe signs with the endpoint's, so the webhook checks it exactly as in production.
 */
export function signedEvent(type: string, object: object, secret: string, now = new Date()): { payload: string; signature: string } {
  const event = {
    id: localId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: epochSeconds(now),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
