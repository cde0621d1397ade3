import { describe, expect, it } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { seed, storedDocument } from '../../../../tests/rules/helpers';
import { markSubscriptionCanceled } from './period-end';

// The period-end check's write, from members' own clients against the emulator and the real
// rules: it lands once the cancelled period has ended, leaves the rest of the subscription as
// the API service wrote it, is refused while the period runs, and two members checking at once
// end with the subscription cancelled.

const HOME = 'org-home';
const roles = { olga: { [HOME]: 'owner' }, mia: { [HOME]: 'member' }, vic: { [HOME]: 'viewer' } } as const;

const at = new Date('2025-01-06T09:00:00Z');
const HOUR = 3_600_000;

function household(periodEnd: Date) {
  return {
    name: 'Famille Martin',
    creatorId: 'olga',
    numberOfPersons: 4,
    members: [],
    subscription: {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      current_period_start: new Date(periodEnd.getTime() - 30 * 24 * HOUR),
      current_period_end: periodEnd,
      cancel_at_period_end: true,
      canceled_at: null,
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      product: { id: 'prod_premium', name: 'Premium' },
    },
    createdAt: at,
    updatedAt: at,
  };
}

const { clients, env } = householdEmulator(roles, () => ({ [`organizations/${HOME}`]: household(new Date(Date.now() - HOUR)) }));

const stored = () => storedDocument(env(), `organizations/${HOME}`);

describe('markSubscriptionCanceled', () => {
  it("sets a passed subscription's status to 'canceled', stamped now, and keeps the rest", async () => {
    const before = Date.now();
    await markSubscriptionCanceled(HOME, clients.vic);
    const written = await stored();
    expect(written?.subscription).toMatchObject({ id: 'sub_1', customer: 'cus_1', status: 'canceled', cancel_at_period_end: true, payment_method: { last4: '4242' } });
    expect((written?.updatedAt as { toMillis: () => number }).toMillis()).toBeGreaterThan(before - 60_000);
  });

  it('is refused while the period runs', async () => {
    await seed(env(), (db) => db.doc(`organizations/${HOME}`).update({ 'subscription.current_period_end': new Date(Date.now() + HOUR) }));
    await expect(markSubscriptionCanceled(HOME, clients.olga)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await stored())?.subscription.status).toBe('active');
  });

  it('ends cancelled when two members check at once: the first write lands, the second finds nothing left to do', async () => {
    const results = await Promise.allSettled([markSubscriptionCanceled(HOME, clients.olga), markSubscriptionCanceled(HOME, clients.mia)]);
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    expect((await stored())?.subscription.status).toBe('canceled');
  });
});
