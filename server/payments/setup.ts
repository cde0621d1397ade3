import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentsConfig } from '../config.ts';
import { localProvider, type LocalProvider } from './local-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider, type StripeClientOptions } from './stripe-provider.ts';
import { webhookHandler, type WebhookReceiver } from './webhook.ts';

export interface Payments {
  provider: PaymentProvider;
  receiveWebhook: WebhookReceiver;
  /** The local provider, whose pages the service serves; null with Stripe, whose pages are Stripe's. */
  local: LocalProvider | null;
}

/** The configured provider and the webhook handler that checks its events with the matching secret. */
export function setUpPayments(config: PaymentsConfig, { firestore, appOrigin }: { firestore: Firestore; appOrigin: string }, stripeClient?: StripeClientOptions): Payments {
  if (config.provider === 'stripe') {
    const provider = stripeProvider(config.secretKey, stripeClient);
    return { provider, receiveWebhook: webhookHandler({ firestore, secret: config.webhookSecret, subscriptions: provider }), local: null };
  }
  // The local provider delivers its events to the handler, which reads subscriptions back from it.
  const local = localProvider({ firestore, appOrigin, webhookSecret: config.webhookSecret, deliver: (payload, signature) => receiveWebhook(payload, signature) });
  const receiveWebhook = webhookHandler({ firestore, secret: config.webhookSecret, subscriptions: local });
  return { provider: local, receiveWebhook, local };
}
