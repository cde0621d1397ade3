import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Household } from '@/domain/household/household';
import { useSession } from '@/features/accounts';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold, signedInSession } from '@/testing/sessions';
import { JOINED_HOUSEHOLD_WAIT_MS } from './members';
import { useHousehold } from '..';

// The store's member actions through the app's real API client, whose fetch is the test's: the
// requests they send, what they show before the answer, and what a refusal puts back. The
// service's own checks and transaction are proven in tests/api against the emulators.

const fetchStub = vi.hoisted(() => vi.fn<(url: string, init: RequestInit) => Promise<Response>>());

vi.mock('@/lib/api', async () => {
  const { createApiClient } = await import('@/lib/api-client');
  return { api: createApiClient({ getIdToken: async () => 'id-token', fetch: (url, init) => fetchStub(String(url), init ?? {}) }) };
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (status: number, code?: string) => json(status, { message: 'refusé', ...(code ? { code } : {}) });

/**
 * The next call waits for the test's answer, so what the store shows meanwhile can be checked.
 * Answering first waits for the request itself, which leaves once the ID token is read.
 */
function answerLater() {
  let answer: (response: Response) => void = () => undefined;
  let request: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (request = resolve));
  fetchStub.mockImplementationOnce(() => {
    request();
    return new Promise((resolve) => (answer = resolve));
  });
  return async (reply: Response) => {
    await requested;
    answer(reply);
  };
}

function sent(call = 0) {
  const [url, init] = fetchStub.mock.calls[call] ?? [];
  return { url, body: JSON.parse(String(init?.body)) as unknown, authorization: new Headers(init?.headers).get('Authorization') };
}

const camille = { userId: 'user-1', email: 'camille@example.test', name: 'Camille Martin', role: 'owner', invitationAccepted: true };
const alex = { userId: 'user-2', email: 'alex@example.test', name: 'Alex Durand', role: 'member', invitationAccepted: true };
const sam = { userId: 'user-3', email: 'sam@example.test', name: 'Sam Petit', role: 'viewer', invitationAccepted: false };
const household = buildHousehold({ members: [camille, alex, sam].map((member) => ({ ...member, joinedAt: null })) });

const shownRows = (shown: Household | null | undefined) => shown?.members.map(({ userId, role }) => `${userId}:${role ?? '?'}`);

beforeEach(() => {
  // user-1 owns the household shown on /organization, and as an admin also opens it on /admin.
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household, managed: { householdId: 'org-1', status: 'loaded', household } });
});

afterEach(() => {
  fetchStub.mockReset();
  vi.useRealTimers();
  resetAllStores();
});

describe('addMember', () => {
  it('asks the service to add the account, and says whether the invitation mail went', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { success: true, inviteId: 'invite-1', emailSent: true }));
    await expect(useHousehold.getState().addMember('org-1', { email: 'lou@example.test', role: 'viewer' })).resolves.toEqual({ ok: true, emailSent: true });
    expect(sent()).toEqual({
      url: '/api/households/members/add',
      body: { organizationId: 'org-1', email: 'lou@example.test', role: 'viewer' },
      authorization: 'Bearer id-token',
    });

    fetchStub.mockResolvedValueOnce(json(200, { success: true, inviteId: 'invite-2', emailSent: false }));
    await expect(useHousehold.getState().addMember('org-1', { email: 'noe@example.test', role: 'member' })).resolves.toEqual({ ok: true, emailSent: false });
  });

  it("answers the server's message, else 'Échec de l'ajout…' for a refusal and 'Une erreur s'est produite lors de l'ajout…' without an answer, and never sends twice", async () => {
    fetchStub.mockResolvedValueOnce(refusal(404, 'household.members.errors.userNotFound'));
    await expect(useHousehold.getState().addMember('org-1', { email: 'nobody@example.test', role: 'member' })).resolves.toEqual({
      ok: false,
      error: 'household.members.errors.userNotFound',
    });

    fetchStub.mockResolvedValueOnce(refusal(503));
    await expect(useHousehold.getState().addMember('org-1', { email: 'lou@example.test', role: 'member' })).resolves.toEqual({
      ok: false,
      error: 'household.members.errors.inviteFailed',
    });

    fetchStub.mockResolvedValueOnce(refusal(400));
    await expect(useHousehold.getState().addMember('org-1', { email: 'lou@example.test', role: 'member' })).resolves.toEqual({
      ok: false,
      error: 'household.members.errors.addFailed',
    });

    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(useHousehold.getState().addMember('org-1', { email: 'lou@example.test', role: 'member' })).resolves.toEqual({
      ok: false,
      error: 'household.members.errors.inviteFailed',
    });
    expect(fetchStub).toHaveBeenCalledTimes(4);
  });
});

describe('changeMemberRole', () => {
  it('shows the new role at once in every place the household shows, and keeps it once done', async () => {
    const answer = answerLater();
    const changing = useHousehold.getState().changeMemberRole('org-1', 'user-2', 'viewer');

    const expected = ['user-1:owner', 'user-2:viewer', 'user-3:viewer'];
    expect(shownRows(useHousehold.getState().household)).toEqual(expected);
    expect(shownRows(useHousehold.getState().managed?.household)).toEqual(expected);

    await answer(json(200, { success: true }));
    await expect(changing).resolves.toEqual({ ok: true });
    expect(sent()).toMatchObject({ url: '/api/households/members/role', body: { organizationId: 'org-1', userId: 'user-2', role: 'viewer' } });
    expect(shownRows(useHousehold.getState().household)).toEqual(expected);
  });

  it("puts the role back when the service refuses, with the server's message", async () => {
    const answer = answerLater();
    const changing = useHousehold.getState().changeMemberRole('org-1', 'user-2', 'owner');
    await answer(refusal(403, 'household.members.errors.forbidden'));

    await expect(changing).resolves.toEqual({ ok: false, error: 'household.members.errors.forbidden' });
    expect(useHousehold.getState().household).toEqual(household);
    expect(useHousehold.getState().managed?.household).toEqual(household);
  });

  it("answers 'Échec de la mise à jour du rôle' when the server named no problem", async () => {
    fetchStub.mockResolvedValueOnce(refusal(400));
    await expect(useHousehold.getState().changeMemberRole('org-1', 'user-3', 'member')).resolves.toEqual({ ok: false, error: 'household.members.errors.roleFailed' });
    expect(useHousehold.getState().household).toEqual(household);
  });

  it('leaves a row the live document changed meanwhile as the document says', async () => {
    const answer = answerLater();
    const changing = useHousehold.getState().changeMemberRole('org-1', 'user-2', 'viewer');
    const meanwhile = { ...household, members: household.members.map((row) => (row.userId === 'user-2' ? { ...row, role: 'owner' } : row)) };
    useHousehold.setState({ household: meanwhile });
    await answer(refusal(409, 'household.members.errors.notMember'));

    await changing;
    expect(shownRows(useHousehold.getState().household)).toEqual(['user-1:owner', 'user-2:owner', 'user-3:viewer']);
  });

  it('refuses the own row and the last owner without asking the service (DESIGN.md §3)', async () => {
    await expect(useHousehold.getState().changeMemberRole('org-1', 'user-1', 'member')).resolves.toEqual({ ok: false, error: 'household.members.errors.self' });
    useHousehold.setState({ userId: 'admin-1' });
    await expect(useHousehold.getState().changeMemberRole('org-1', 'user-1', 'viewer')).resolves.toEqual({ ok: false, error: 'household.members.errors.lastOwner' });
    expect(fetchStub).not.toHaveBeenCalled();
    expect(useHousehold.getState().household).toEqual(household);
  });

  it('asks the service alone for a household no screen shows', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { success: true }));
    await expect(useHousehold.getState().changeMemberRole('org-9', 'user-2', 'viewer')).resolves.toEqual({ ok: true });
    expect(sent().body).toEqual({ organizationId: 'org-9', userId: 'user-2', role: 'viewer' });
    expect(useHousehold.getState().household).toEqual(household);
  });
});

describe('removeMember', () => {
  it('takes the row out at once, everywhere the household shows', async () => {
    const answer = answerLater();
    const removing = useHousehold.getState().removeMember('org-1', 'user-2');

    expect(shownRows(useHousehold.getState().household)).toEqual(['user-1:owner', 'user-3:viewer']);
    expect(shownRows(useHousehold.getState().managed?.household)).toEqual(['user-1:owner', 'user-3:viewer']);

    await answer(json(200, { success: true }));
    await expect(removing).resolves.toEqual({ ok: true });
    expect(sent()).toMatchObject({ url: '/api/households/members/remove', body: { organizationId: 'org-1', userId: 'user-2' } });
  });

  it("puts the row back in its place when the service refuses: 'Échec de la suppression de l'utilisateur'", async () => {
    const answer = answerLater();
    const removing = useHousehold.getState().removeMember('org-1', 'user-2');
    await answer(refusal(503));

    await expect(removing).resolves.toEqual({ ok: false, error: 'household.members.errors.removeFailed' });
    expect(useHousehold.getState().household).toEqual(household);
    expect(useHousehold.getState().managed?.household).toEqual(household);
    expect(fetchStub).toHaveBeenCalledOnce();
  });

  it('refuses to remove oneself without asking the service', async () => {
    await expect(useHousehold.getState().removeMember('org-1', 'user-1')).resolves.toEqual({ ok: false, error: 'household.members.errors.self' });
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe('acceptInvite', () => {
  const joined = buildHousehold({ id: 'org-2', name: 'Famille Durand' });

  beforeEach(() => {
    useSession.setState(signedInSession());
  });

  it('answers once the joined household is the current one: the session brings it from the user document', async () => {
    vi.useFakeTimers();
    fetchStub.mockResolvedValueOnce(json(200, { success: true, organizationId: 'org-2' }));
    let answered = false;
    const accepting = useHousehold
      .getState()
      .acceptInvite('invite-1')
      .then((outcome) => {
        answered = true;
        return outcome;
      });

    await vi.advanceTimersByTimeAsync(JOINED_HOUSEHOLD_WAIT_MS - 1);
    expect(answered).toBe(false);
    expect(sent()).toMatchObject({ url: '/api/invites/accept', body: { inviteId: 'invite-1' }, authorization: 'Bearer id-token' });

    useSession.setState({ household: joined });
    await expect(accepting).resolves.toEqual({ ok: true });
  });

  it('answers at once when that household is already the current one', async () => {
    useSession.setState({ household: joined });
    fetchStub.mockResolvedValueOnce(json(200, { success: true, organizationId: 'org-2' }));
    await expect(useHousehold.getState().acceptInvite('invite-1')).resolves.toEqual({ ok: true });
  });

  it('answers anyway when the household is slow to come', async () => {
    vi.useFakeTimers();
    fetchStub.mockResolvedValueOnce(json(200, { success: true, organizationId: 'org-2' }));
    const accepting = useHousehold.getState().acceptInvite('invite-1');
    await vi.advanceTimersByTimeAsync(JOINED_HOUSEHOLD_WAIT_MS);
    await expect(accepting).resolves.toEqual({ ok: true });
  });

  it.each([
    [refusal(410, 'invite.errors.expired'), 'invite.errors.expired'],
    [refusal(403, 'invite.errors.wrongAccount'), 'invite.errors.wrongAccount'],
    [refusal(500), 'invite.errors.failed'],
    [refusal(400), 'invite.errors.failed'],
  ])("answers the server's message, else the flow's own (%#)", async (response, error) => {
    fetchStub.mockResolvedValueOnce(response);
    await expect(useHousehold.getState().acceptInvite('invite-1')).resolves.toEqual({ ok: false, error });
    expect(fetchStub).toHaveBeenCalledOnce();
  });
});
