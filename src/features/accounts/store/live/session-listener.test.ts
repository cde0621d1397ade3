// @vitest-environment jsdom
// jsdom for localStorage: signing out forgets what the screens kept there.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { lastShown, rememberShown } from '@/lib/last-shown';
import { z } from 'zod';
import type { AuthUser } from '../../data/auth';
import type { UserDocumentRead } from '../../data/profile';
import { useSession } from '..';

// The session's reading of the user document, over the data layer's boundary: the identity
// service and the document arrive as the data files hand them over. What Firestore answers for a
// document is the emulator's to prove; what the session does with each answer is here.

const boundary = vi.hoisted(() => ({
  onAuthUser: undefined as ((user: AuthUser | null) => void) | undefined,
  onUserDocument: undefined as ((read: UserDocumentRead) => void) | undefined,
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
    watchUserDocument: (_uid: string, onChange: (read: UserDocumentRead) => void) => {
      boundary.onUserDocument = onChange;
      return () => undefined;
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
  boundary.signOutUser.mockClear();
});

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
});
