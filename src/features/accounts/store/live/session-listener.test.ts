// @vitest-environment jsdom
// jsdom for localStorage: signing out forgets what the screens kept there.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import type { Household } from '@/domain/household/household';
import { lastHousehold, rememberHousehold } from '@/lib/last-household';
import { lastShown, rememberShown } from '@/lib/last-shown';
import { buildHousehold, buildUser } from '@/testing/sessions';
import { z } from 'zod';
import type { AuthUser } from '../../data/auth';
import type { UserDocumentRead } from '../../data/profile';
import { useSession } from '..';

// The session's reading of the user document, over the data layer's boundary: the identity
// service and the document arrive as the data files hand them over. What Firestore answers for a
// document is the emulator's to prove; what the session does with each answer is here.

interface HouseholdWatch {
  id: string;
  answer: (household: Household | null) => void;
  refuse: () => void;
  stopped: boolean;
}

const boundary = vi.hoisted(() => ({
  onAuthUser: undefined as ((user: AuthUser | null) => void) | undefined,
  onUserDocument: undefined as ((read: UserDocumentRead, fromServer?: boolean) => void) | undefined,
  households: [] as HouseholdWatch[],
  signOutUser: vi.fn(async () => undefined),
}));

vi.mock('../load-data', () => ({
  loadAuthData: async () => ({
    watchAuthUser: (onChange: (user: AuthUser | null) => void) => {
      boundary.onAuthUser = onChange;
      return () => undefined;
    },
    signOutUser: boundary.signOutUser,
  }),
  loadProfileData: async () => ({
    watchUserDocument: (_uid: string, onChange: (read: UserDocumentRead, fromServer: boolean) => void) => {
      // Read from the server unless a test says it came from the device's cache.
      boundary.onUserDocument = (read, fromServer = true) => onChange(read, fromServer);
      return () => undefined;
    },
    watchHouseholdDocument: (id: string, onChange: (household: Household | null) => void, onError: (error: unknown) => void) => {
      const watch = { id, answer: onChange, refuse: () => onError(new Error('permission-denied')), stopped: false };
      boundary.households.push(watch);
      return () => void (watch.stopped = true);
    },
  }),
}));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const authUser = (isSingleSignOn: boolean): AuthUser => ({ uid: 'user-1', email: 'camille@example.test', emailVerified: true, isSingleSignOn, isAdmin: false });

async function signInWith(user: AuthUser, read: UserDocumentRead) {
  const stop = useSession.getState().startSession();
  await settled();
  boundary.onAuthUser?.(user);
  await settled();
  boundary.onUserDocument?.(read);
  return stop;
}

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  boundary.households = [];
  boundary.signOutUser.mockClear();
});

/** Signs user-1 in up to Auth's answer: the user document is still to come. */
async function authAnswered() {
  const stop = useSession.getState().startSession();
  await settled();
  boundary.onAuthUser?.(authUser(false));
  await settled();
  return stop;
}

const watchesOf = (id: string) => boundary.households.filter((watch) => watch.id === id);

describe('session listener', () => {
  it("signs out with 'User account setup incomplete' when the user document exists but was never set up", async () => {
    const stop = await signInWith(authUser(false), 'incomplete');
    await settled();
    expect(useSession.getState()).toMatchObject({ error: 'session.errors.userSetupIncomplete', isAuthenticated: false, status: 'failed' });
    expect(boundary.signOutUser).toHaveBeenCalledOnce();
    stop();
  });

  it('still asks to sign up when there is no user document at all', async () => {
    const stop = await signInWith(authUser(false), null);
    await settled();
    expect(useSession.getState().error).toBe('session.errors.userNotFound');
    stop();
  });

  it("waits for a Google user's unfinished document as for a missing one", async () => {
    const stop = await signInWith(authUser(true), 'incomplete');
    await settled();
    expect(useSession.getState()).toMatchObject({ error: null, status: 'loading' });
    expect(boundary.signOutUser).not.toHaveBeenCalled();
    stop();
  });

  it('forgets every screen the device kept once Auth says no one is signed in, here or in another tab', async () => {
    rememberShown('groceryList', { userId: 'user-1', householdId: 'org-1' }, 'fr', { name: 'Courses' });
    const stop = useSession.getState().startSession();
    await settled();
    boundary.onAuthUser?.(null);
    expect(lastShown('groceryList', z.object({ name: z.string() }), 'fr')).toBeNull();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, status: 'loaded' });
    stop();
  });

  describe('the household the device opened last', () => {
    it('is asked for beside the user document, and the session loads once the user document names it', async () => {
      rememberHousehold('user-1', 'org-1');
      const stop = await authAnswered();
      expect(watchesOf('org-1')).toHaveLength(1);
      watchesOf('org-1')[0]?.answer(buildHousehold());
      await settled();
      expect(useSession.getState()).toMatchObject({ status: 'loading', isAuthenticated: false, household: null });
      boundary.onUserDocument?.(buildUser());
      expect(useSession.getState()).toMatchObject({ status: 'loaded', isAuthenticated: true, household: { id: 'org-1' }, user: { id: 'user-1' } });
      // The same read serves the session: no second listener on the household.
      expect(boundary.households).toHaveLength(1);
      stop();
    });

    it('is dropped when the user document names another household, which the session loads instead', async () => {
      rememberHousehold('user-1', 'org-old');
      const stop = await authAnswered();
      watchesOf('org-old')[0]?.answer(buildHousehold({ id: 'org-old', name: 'Ancien foyer' }));
      boundary.onUserDocument?.(buildUser({ defaultOrganizationId: 'org-2' }));
      await settled();
      expect(watchesOf('org-old')[0]?.stopped).toBe(true);
      expect(useSession.getState().status).toBe('loading');
      watchesOf('org-2')[0]?.answer(buildHousehold({ id: 'org-2', name: 'Famille Durand' }));
      expect(useSession.getState()).toMatchObject({ status: 'loaded', household: { id: 'org-2', name: 'Famille Durand' } });
      expect(lastHousehold('user-1')).toBe('org-2');
      stop();
    });

    it('refused (a membership lost since), fails nothing: the household the user document names is asked for', async () => {
      rememberHousehold('user-1', 'org-old');
      const stop = await authAnswered();
      watchesOf('org-old')[0]?.refuse();
      boundary.onUserDocument?.(buildUser({ defaultOrganizationId: 'org-2' }));
      await settled();
      watchesOf('org-2')[0]?.answer(buildHousehold({ id: 'org-2' }));
      expect(useSession.getState()).toMatchObject({ status: 'loaded', error: null, household: { id: 'org-2' } });
      expect(boundary.signOutUser).not.toHaveBeenCalled();
      stop();
    });

    it('refused but named by the user document, is asked for again, and the session fails only if that fails', async () => {
      rememberHousehold('user-1', 'org-1');
      const stop = await authAnswered();
      watchesOf('org-1')[0]?.refuse();
      boundary.onUserDocument?.(buildUser());
      await settled();
      expect(watchesOf('org-1')).toHaveLength(2);
      watchesOf('org-1')[1]?.refuse();
      expect(useSession.getState()).toMatchObject({ status: 'failed', error: 'session.errors.loadFailed' });
      stop();
    });

    it('gone when the user document names it, fails the session as a missing household', async () => {
      rememberHousehold('user-1', 'org-1');
      const stop = await authAnswered();
      watchesOf('org-1')[0]?.answer(null);
      boundary.onUserDocument?.(buildUser());
      expect(useSession.getState()).toMatchObject({ status: 'failed', error: 'session.errors.householdNotFound' });
      stop();
    });

    it("is never asked for on another user's sign-in, and is forgotten at sign-out", async () => {
      rememberHousehold('user-2', 'org-2');
      const stop = await authAnswered();
      expect(boundary.households).toHaveLength(0);
      boundary.onUserDocument?.(buildUser());
      await settled();
      watchesOf('org-1')[0]?.answer(buildHousehold());
      expect(lastHousehold('user-1')).toBe('org-1');
      boundary.onAuthUser?.(null);
      expect(lastHousehold('user-1')).toBeNull();
      stop();
    });
  });

  describe("the opening screen's first listens", () => {
    /** Records each start of the screen's listens, with the household they were for and whether they have stopped. */
    function screenListens() {
      const started: { householdId: string; householdWatches: number; stopped: boolean }[] = [];
      const load = vi.fn(async () => (householdId: string) => {
        // How many household listens were registered before these: they start in the same turn.
        const listen = { householdId, householdWatches: boundary.households.length, stopped: false };
        started.push(listen);
        return () => void (listen.stopped = true);
      });
      return { started, load };
    }

    async function authAnsweredOpening(load: () => Promise<(householdId: string) => () => void>) {
      const stop = useSession.getState().startSession(load);
      await settled();
      boundary.onAuthUser?.(authUser(false));
      await settled();
      return stop;
    }

    it('start with the remembered household, in the same turn as its listen, and stay while the session follows it', async () => {
      rememberHousehold('user-1', 'org-1');
      const { started, load } = screenListens();
      const stop = await authAnsweredOpening(load);
      expect(started).toEqual([{ householdId: 'org-1', householdWatches: 0, stopped: false }]);
      expect(watchesOf('org-1')).toHaveLength(1);
      watchesOf('org-1')[0]?.answer(buildHousehold());
      boundary.onUserDocument?.(buildUser());
      expect(useSession.getState()).toMatchObject({ status: 'loaded', household: { id: 'org-1' } });
      expect(started[0]?.stopped).toBe(false);
      boundary.onAuthUser?.(null);
      expect(started[0]?.stopped).toBe(true);
      stop();
    });

    it('stop with a remembered household the user document does not name, and never start for the one it names', async () => {
      rememberHousehold('user-1', 'org-old');
      const { started, load } = screenListens();
      const stop = await authAnsweredOpening(load);
      boundary.onUserDocument?.(buildUser({ defaultOrganizationId: 'org-2' }));
      await settled();
      expect(started).toEqual([{ householdId: 'org-old', householdWatches: 0, stopped: true }]);
      expect(watchesOf('org-2')).toHaveLength(1);
      stop();
    });

    it('never start when the device remembers no household for this user', async () => {
      rememberHousehold('user-2', 'org-2');
      const { started, load } = screenListens();
      const stop = await authAnsweredOpening(load);
      boundary.onUserDocument?.(buildUser());
      await settled();
      expect(watchesOf('org-1')).toHaveLength(1);
      expect(started).toEqual([]);
      stop();
    });

    it('that fail to load cost nothing: the household is followed as without them', async () => {
      rememberHousehold('user-1', 'org-1');
      const stop = await authAnsweredOpening(async () => Promise.reject(new Error('offline')));
      expect(watchesOf('org-1')).toHaveLength(1);
      watchesOf('org-1')[0]?.answer(buildHousehold());
      boundary.onUserDocument?.(buildUser());
      expect(useSession.getState()).toMatchObject({ status: 'loaded', household: { id: 'org-1' } });
      stop();
    });
  });

  describe("whether the server named the session's household", () => {
    it('not while the user document is only the cache\'s; yes once the server agrees, with no change of household', async () => {
      rememberHousehold('user-1', 'org-1');
      const stop = await authAnswered();
      watchesOf('org-1')[0]?.answer(buildHousehold());
      boundary.onUserDocument?.(buildUser(), false);
      expect(useSession.getState()).toMatchObject({ status: 'loaded', household: { id: 'org-1' }, householdConfirmed: false });
      boundary.onUserDocument?.(buildUser(), true);
      expect(useSession.getState()).toMatchObject({ household: { id: 'org-1' }, householdConfirmed: true });
      expect(watchesOf('org-1')).toHaveLength(1);
      stop();
    });

    it('a household the cache named and the server does not is never confirmed: the one the server names is', async () => {
      rememberHousehold('user-1', 'org-old');
      const stop = await authAnswered();
      watchesOf('org-old')[0]?.answer(buildHousehold({ id: 'org-old' }));
      boundary.onUserDocument?.(buildUser({ defaultOrganizationId: 'org-old' }), false);
      expect(useSession.getState()).toMatchObject({ household: { id: 'org-old' }, householdConfirmed: false });
      boundary.onUserDocument?.(buildUser({ defaultOrganizationId: 'org-2' }), true);
      await settled();
      // Until the server's household answers, the cached one shows, still unconfirmed.
      expect(useSession.getState()).toMatchObject({ household: { id: 'org-old' }, householdConfirmed: false });
      watchesOf('org-2')[0]?.answer(buildHousehold({ id: 'org-2' }));
      expect(useSession.getState()).toMatchObject({ household: { id: 'org-2' }, householdConfirmed: true });
      stop();
    });
  });
});
