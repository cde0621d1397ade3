import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold } from '@/testing/sessions';
import { selectCalendarAddress } from '../selectors';
import { useHousehold } from '..';

// The store's calendar actions through the app's real API client, whose fetch is the test's:
// the calls they send, the address they keep, and the locale key of a refusal. The service's
// own checks are proven in tests/api/calendar.test.ts against the emulators.

const fetchStub = vi.hoisted(() => vi.fn<(url: string, init: RequestInit) => Promise<Response>>());

vi.mock('@/lib/api', async () => {
  const { createApiClient } = await import('@/lib/api-client');
  return { api: createApiClient({ getIdToken: async () => 'id-token', fetch: (url, init) => fetchStub(String(url), init ?? {}) }) };
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const household = buildHousehold();
const ADDRESS = 'https://app.nioo.test/api/calendar/abc.ics';

beforeEach(() => {
  resetAllStores();
  fetchStub.mockReset();
  useHousehold.setState({ userId: 'user-1', roles: { [household.id]: 'owner' }, household });
});

describe('calendar actions', () => {
  it("loads the current household's address with the user's token", async () => {
    fetchStub.mockResolvedValueOnce(json(200, { url: ADDRESS }));
    expect(await useHousehold.getState().loadCalendarAddress(household.id)).toEqual({ ok: true });
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/calendar/address', 'GET']);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token');
    expect(selectCalendarAddress(useHousehold.getState())).toEqual({ householdId: household.id, status: 'loaded', url: ADDRESS });
  });

  it("keeps the service's refusal as its locale key, and the address as failed", async () => {
    fetchStub.mockResolvedValueOnce(json(403, { message: 'refusé', code: 'billing.errors.notMember' }));
    expect(await useHousehold.getState().loadCalendarAddress(household.id)).toEqual({ ok: false, error: 'billing.errors.notMember' });
    expect(selectCalendarAddress(useHousehold.getState())?.status).toBe('failed');
  });

  it("shows no address of a household that is no longer the current one", async () => {
    fetchStub.mockResolvedValueOnce(json(200, { url: ADDRESS }));
    await useHousehold.getState().loadCalendarAddress(household.id);
    useHousehold.setState({ household: buildHousehold({ id: 'org-other' }) });
    expect(selectCalendarAddress(useHousehold.getState())).toBeNull();
  });

  it('regenerates once, never retried, and keeps the new address', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { url: ADDRESS }));
    await useHousehold.getState().loadCalendarAddress(household.id);
    fetchStub.mockResolvedValueOnce(json(200, { url: `${ADDRESS}?new` }));
    expect(await useHousehold.getState().regenerateCalendarAddress(household.id)).toEqual({ ok: true });
    expect(fetchStub.mock.calls[1]?.[0]).toBe('/api/calendar/address/regenerate');
    expect(fetchStub.mock.calls[1]?.[1].method).toBe('POST');
    expect(selectCalendarAddress(useHousehold.getState())?.url).toBe(`${ADDRESS}?new`);

    fetchStub.mockResolvedValueOnce(json(503, { message: 'indisponible' }));
    expect(await useHousehold.getState().regenerateCalendarAddress(household.id)).toEqual({ ok: false, error: 'household.calendar.errors.regenerateFailed' });
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(selectCalendarAddress(useHousehold.getState())?.url).toBe(`${ADDRESS}?new`);
  });

  it("revokes every member's address once, never retried, and keeps the owner's new one", async () => {
    fetchStub.mockResolvedValueOnce(json(200, { url: ADDRESS }));
    await useHousehold.getState().loadCalendarAddress(household.id);
    fetchStub.mockResolvedValueOnce(json(200, { url: `${ADDRESS}?fresh` }));
    expect(await useHousehold.getState().revokeCalendarAddresses(household.id)).toEqual({ ok: true });
    expect([fetchStub.mock.calls[1]?.[0], fetchStub.mock.calls[1]?.[1].method]).toEqual(['/api/calendar/addresses/revoke-all', 'POST']);
    expect(selectCalendarAddress(useHousehold.getState())?.url).toBe(`${ADDRESS}?fresh`);

    fetchStub.mockResolvedValueOnce(json(403, { message: 'refusé', code: 'household.calendar.errors.ownersOnly' }));
    expect(await useHousehold.getState().revokeCalendarAddresses(household.id)).toEqual({ ok: false, error: 'household.calendar.errors.ownersOnly' });
    fetchStub.mockResolvedValueOnce(json(503, { message: 'indisponible' }));
    expect(await useHousehold.getState().revokeCalendarAddresses(household.id)).toEqual({ ok: false, error: 'household.calendar.errors.revokeAllFailed' });
    expect(fetchStub).toHaveBeenCalledTimes(4);
    expect(selectCalendarAddress(useHousehold.getState())?.url).toBe(`${ADDRESS}?fresh`);
  });
});
