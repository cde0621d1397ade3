import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold } from '@/testing/sessions';
import * as data from '../../data';
import { useHousehold } from '..';

// The household /admin shows, over a stubbed data file whose live query the test drives: what
// the page reads while it loads, once the household comes, and when it cannot.
vi.mock('../../data', () => ({ watchHousehold: vi.fn(), updateHouseholdSettings: vi.fn() }));

const watchHousehold = vi.mocked(data.watchHousehold);
const other = buildHousehold({ id: 'org-2', name: 'Famille Durand' });

afterEach(() => {
  watchHousehold.mockReset();
  vi.restoreAllMocks();
  resetAllStores();
});

describe('followManagedHousehold', () => {
  type Listener = Parameters<typeof data.watchHousehold>;
  function watched() {
    const [householdId, onChange, onError] = watchHousehold.mock.lastCall as Listener;
    return { organizationId: householdId, onChange, onError };
  }

  it('loads, then shows the household live, and forgets it when stopped', () => {
    const stopWatching = vi.fn();
    watchHousehold.mockReturnValue(stopWatching);
    const stop = useHousehold.getState().followManagedHousehold('org-2');
    expect(useHousehold.getState().managed).toEqual({ householdId: 'org-2', status: 'loading', household: null });
    expect(watched().organizationId).toBe('org-2');

    watched().onChange(other);
    expect(useHousehold.getState().managed).toEqual({ householdId: 'org-2', status: 'loaded', household: other });
    watched().onChange({ ...other, numberOfPersons: 5 });
    expect(useHousehold.getState().managed?.household?.numberOfPersons).toBe(5);

    stop();
    expect(stopWatching).toHaveBeenCalledOnce();
    expect(useHousehold.getState().managed).toBeNull();
  });

  it("outlives the shell's household queries, which may start after it and stop before it", () => {
    watchHousehold.mockReturnValue(() => undefined);
    useHousehold.getState().followManagedHousehold('org-2');
    watched().onChange(other);
    const stopShell = useHousehold.getState().start([]);
    stopShell();
    expect(useHousehold.getState().managed).toEqual({ householdId: 'org-2', status: 'loaded', household: other });
  });

  it('says missing when the household does not exist', () => {
    watchHousehold.mockReturnValue(() => undefined);
    useHousehold.getState().followManagedHousehold('gone');
    watched().onChange(null);
    expect(useHousehold.getState().managed).toEqual({ householdId: 'gone', status: 'missing', household: null });
  });

  it('says missing when the read is refused', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    watchHousehold.mockReturnValue(() => undefined);
    useHousehold.getState().followManagedHousehold('org-3');
    watched().onError(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(useHousehold.getState().managed).toEqual({ householdId: 'org-3', status: 'missing', household: null });
  });
});
