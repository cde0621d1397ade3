import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { generatedWebhookSecret } from '../../server/config.ts';
import { setUpPayments } from '../../server/payments/setup.ts';
import { demoAccount } from './demo-account.ts';

/** The plan the demo household pays for: the cheaper one, monthly. */
export const DEMO_PRICE_ID = 'price_local_famille_month';

/**
 * Subscribes the demo household on the local provider unless it already has a subscription,
 * so its panel 'Abonnements' has a status card to show. It takes the product's own path: a
 * checkout session paid with the test card, whose events the webhook handler applies.
 */
export async function seedDemoSubscription({ auth, firestore }: { auth: Auth; firestore: Firestore }, appOrigin: string): Promise<void> {
  const owner = await auth.getUserByEmail(demoAccount.email);
  const householdId: unknown = (await firestore.collection(collections.users).doc(owner.uid).get()).get('defaultOrganizationId');
  if (typeof householdId !== 'string') throw new Error('The demo account has no household to subscribe.');
  if ((await firestore.collection(collections.organizations).doc(householdId).get()).get('subscription')) return;

  const { provider, local } = setUpPayments({ provider: 'local', webhookSecret: generatedWebhookSecret() }, { firestore, appOrigin });
  if (!local) throw new Error('The demo subscription needs the local payment provider.');
  const url = await provider.createSubscriptionCheckout({
    householdId,
    priceId: DEMO_PRICE_ID,
    successUrl: `${appOrigin}/subscription/success`,
    cancelUrl: `${appOrigin}/organization`,
    email: demoAccount.email,
  });
  const result = await local.pay(new URL(url).pathname.split('/').pop() ?? '', '4242 4242 4242 4242');
  if (result.kind !== 'paid') throw new Error(`The demo subscription's checkout ended ${result.kind}.`);
}
