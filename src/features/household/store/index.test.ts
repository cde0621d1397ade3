import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSession } from '@/features/accounts';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold, buildUser, signedInSession } from '@/testing/sessions';
import type { HouseholdScope } from './household-scope';
import { selectCanEditRecipe, selectHouseholdSize } from './selectors';
import { LATER_QUERIES_BOUND_MS, useHousehold, whenContentShown } from '.';

// The household-wide queries follow the session: started once when a household becomes
// current, stopped when it changes or the user signs out. The queries here are plain
// functions that record what happens to them; Firestore's own listeners are the e2e suite's.

function recordingQuery() {
  const started: HouseholdScope[] = [];
  const stopped: HouseholdScope[] = [];
  const query = (scope: HouseholdScope) => {
    started.push(scope);
    return () => void stopped.push(scope);
  };
  return { query, started, stopped };
}

const home = { householdId: 'org-1', userId: 'user-1' };
const second = buildHousehold({ id: 'org-2', name: 'Famille Durand' });
const memberships = {
  'org-1': { organizationId: 'org-1', role: 'owner', joinedAt: null },
  'org-2': { organizationId: 'org-2', role: 'viewer', joinedAt: null },
};

beforeEach(() => {
  useSession.setState({ ...initialSessionState, status: 'loaded' });
});

afterEach(() => {
  resetAllStores();
});

describe('household subscriptions', () => {
  it('start nothing while nobody is signed in', () => {
    const cookbook = recordingQuery();
    const stop = useHousehold.getState().start([cookbook.query]);
    expect(cookbook.started).toEqual([]);
    expect(useHousehold.getState().household).toBeNull();
    stop();
  });

  it('start once the session has checked the household, with what the session read', () => {
    const cookbook = recordingQuery();
    const recipes = recordingQuery();
    const stop = useHousehold.getState().start([cookbook.query, recipes.query]);
    useSession.setState(signedInSession({ household: buildHousehold({ numberOfPersons: 4 }) }));

    expect(cookbook.started).toEqual([home]);
    expect(recipes.started).toEqual([home]);
    expect(selectHouseholdSize(useHousehold.getState())).toBe(4);
    expect(useHousehold.getState().roles).toEqual({ 'org-1': 'owner' });
    stop();
  });

  it('go on when the user document changes but the household does not', () => {
    const cookbook = recordingQuery();
    const stop = useHousehold.getState().start([cookbook.query]);
    useSession.setState(signedInSession());
    useSession.setState({ user: buildUser({ organizations: memberships }) });

    expect(cookbook.started).toHaveLength(1);
    expect(cookbook.stopped).toEqual([]);
    expect(useHousehold.getState().roles).toEqual({ 'org-1': 'owner', 'org-2': 'viewer' });
    stop();
  });

  it("show the household's changes as the session reads them, without starting the queries again", () => {
    const cookbook = recordingQuery();
    const stop = useHousehold.getState().start([cookbook.query]);
    useSession.setState(signedInSession());
    useSession.setState({ household: buildHousehold({ name: 'Famille Martin-Durand', weekStartDay: 1 }) });

    expect(useHousehold.getState().household).toMatchObject({ name: 'Famille Martin-Durand', weekStartDay: 1 });
    expect(cookbook.started).toEqual([home]);
    expect(cookbook.stopped).toEqual([]);
    stop();
  });

  it('move to the new household when the user switches', () => {
    const cookbook = recordingQuery();
    const stop = useHousehold.getState().start([cookbook.query]);
    useSession.setState(signedInSession({ user: buildUser({ organizations: memberships }) }));
    useSession.setState({ user: buildUser({ organizations: memberships, defaultOrganizationId: 'org-2' }), household: second });

    expect(cookbook.stopped).toEqual([home]);
    expect(cookbook.started).toEqual([home, { householdId: 'org-2', userId: 'user-1' }]);
    expect(useHousehold.getState().household?.name).toBe('Famille Durand');
    expect(selectCanEditRecipe({ organizationId: 'org-2', createdBy: { id: 'someone-else' } })(useHousehold.getState())).toBe(false);
    stop();
  });

  it("show a household and whether the server named it in one update: a cached household is never drawn as the server's", () => {
    const stop = useHousehold.getState().start([]);
    useSession.setState(signedInSession({ user: buildUser({ organizations: memberships }), householdConfirmed: false }));
    const shown: [string | undefined, boolean][] = [];
    const unsubscribe = useHousehold.subscribe((state) => shown.push([state.household?.id, state.householdConfirmed]));
    const removed = { 'org-2': memberships['org-2'] };
    useSession.setState({ user: buildUser({ organizations: removed, defaultOrganizationId: 'org-2' }), household: second, householdConfirmed: true });

    expect(shown).toEqual([['org-2', true]]);
    unsubscribe();
    stop();
  });

  it('stop and forget the household when the user signs out', () => {
    const cookbook = recordingQuery();
    const stop = useHousehold.getState().start([cookbook.query]);
    useSession.setState(signedInSession());
    useSession.setState({ ...initialSessionState, status: 'loaded' });

    expect(cookbook.stopped).toEqual([home]);
    expect(useHousehold.getState()).toMatchObject({ userId: null, household: null, roles: {} });
    stop();
    expect(cookbook.stopped).toHaveLength(1);
  });

  it('stop with the shell, and no longer follow the session', () => {
    const cookbook = recordingQuery();
    const stop = useHousehold.getState().start([cookbook.query]);
    useSession.setState(signedInSession());
    stop();
    useSession.setState(signedInSession({ household: second }));

    expect(cookbook.stopped).toEqual([home]);
    expect(cookbook.started).toEqual([home]);
  });
});

describe('who may edit a recipe', () => {
  const recipe = (householdId: string, creatorId = 'someone-else') => ({ organizationId: householdId, createdBy: { id: creatorId } });

  it('is a writer of its household, or its creator (DESIGN.md §3)', () => {
    useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'member', 'org-2': 'viewer' } });
    expect(selectCanEditRecipe(recipe('org-1'))(useHousehold.getState())).toBe(true);
    expect(selectCanEditRecipe(recipe('org-2'))(useHousehold.getState())).toBe(false);
    expect(selectCanEditRecipe(recipe('org-2', 'user-1'))(useHousehold.getState())).toBe(true);
    expect(selectCanEditRecipe(recipe('org-3'))(useHousehold.getState())).toBe(false);
  });

  it('is nobody signed out', () => {
    expect(selectCanEditRecipe(recipe('org-1', 'user-1'))(useHousehold.getState())).toBe(false);
  });
});

describe("the shell's later subscriptions", () => {
  it("start once the first screen's content has shown, never before the screen's own", () => {
    const list = recordingQuery();
    const cookbook = recordingQuery();
    const stop = useHousehold.getState().start([list.query], [cookbook.query]);
    useSession.setState(signedInSession());
    expect(list.started).toEqual([home]);
    expect(cookbook.started).toEqual([]);

    useHousehold.getState().contentShown();
    useHousehold.getState().contentShown();
    expect(cookbook.started).toEqual([home]);
    stop();
    expect(cookbook.stopped).toEqual([home]);
  });

  it('start anyway after a bound, and with the others for the next household', () => {
    vi.useFakeTimers();
    try {
      const cookbook = recordingQuery();
      const stop = useHousehold.getState().start([], [cookbook.query]);
      useSession.setState(signedInSession({ user: buildUser({ organizations: memberships }) }));
      vi.advanceTimersByTime(LATER_QUERIES_BOUND_MS - 1);
      expect(cookbook.started).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(cookbook.started).toEqual([home]);

      useSession.setState({ user: buildUser({ organizations: memberships, defaultOrganizationId: 'org-2' }), household: second });
      expect(cookbook.started).toEqual([home, { householdId: 'org-2', userId: 'user-1' }]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("tell a screen's own held-back work when they start, and at once when none wait", async () => {
    const settled: string[] = [];
    const note = (name: string) => void whenContentShown().then(() => settled.push(name));
    note('before any shell');
    const stop = useHousehold.getState().start([], [recordingQuery().query]);
    useSession.setState(signedInSession());
    note('while held');
    await Promise.resolve();
    expect(settled).toEqual(['before any shell']);

    useHousehold.getState().contentShown();
    await Promise.resolve();
    expect(settled).toEqual(['before any shell', 'while held']);
    stop();
  });

  it('never start for a shell stopped before they began', () => {
    vi.useFakeTimers();
    try {
      const cookbook = recordingQuery();
      const stop = useHousehold.getState().start([], [cookbook.query]);
      useSession.setState(signedInSession());
      stop();
      vi.advanceTimersByTime(LATER_QUERIES_BOUND_MS);
      useHousehold.getState().contentShown();
      expect(cookbook.started).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
