import type { PaymentMethod } from '@domain/billing/subscription.ts';

// The local checkout's test cards, numbered as Stripe's test mode numbers them, so the same
// cards work in both modes.

export type CardOutcome = { kind: 'accepted'; card: PaymentMethod } | { kind: 'declined' } | { kind: 'invalid' };

const acceptedCards: Readonly<Record<string, string>> = {
  '4242424242424242': 'visa',
  '5555555555554444': 'mastercard',
};

const DECLINED_CARD = '4000000000000002';

/** Test cards stay valid this many years, as a real card would for a while. */
const CARD_VALIDITY_YEARS = 3;

/** What the local checkout does with a typed card number: spaces and dashes are ignored. */
export function testCardOutcome(typed: string, now: Date): CardOutcome {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits === DECLINED_CARD) return { kind: 'declined' };
  const brand = Object.hasOwn(acceptedCards, digits) ? acceptedCards[digits] : undefined;
  if (!brand) return { kind: 'invalid' };
  return { kind: 'accepted', card: { brand, last4: digits.slice(-4), exp_month: 12, exp_year: now.getUTCFullYear() + CARD_VALIDITY_YEARS } };
}
