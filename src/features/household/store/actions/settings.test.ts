import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold } from '@/testing/sessions';
import * as data from '../../data';
import { selectPlannerSettings } from '../selectors';
import { useHousehold } from '..';

// The settings actions over a stubbed data file: each change shows at once, on the current
// household and on the one /admin shows, and is taken back when the write fails. The write
// itself (what lands, what the rules accept) is proven against the emulator in data/.
vi.mock('../../data', () => ({ updateHouseholdSettings: vi.fn() }));

const updateHouseholdSettings = vi.mocked(data.updateHouseholdSettings);

const home = buildHousehold({ numberOfPersons: 4, weekStartDay: 1, groceryAutomation: true });
const other = buildHousehold({ id: 'org-2', name: 'Famille Durand' });

/** A write that waits for the test: to look at the store while it is on its way. */
function pendingWrite() {
  let land = () => {};
  let refuse = () => {};
  updateHouseholdSettings.mockReturnValue(
    new Promise<void>((resolve, reject) => {
      land = resolve;
      refuse = () => reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    }),
  );
  return { land: () => land(), refuse: () => refuse() };
}

const shown = () => useHousehold.getState().household;
const managed = () => useHousehold.getState().managed?.household;

beforeEach(() => {
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: home });
});

afterEach(() => {
  updateHouseholdSettings.mockReset();
  vi.restoreAllMocks();
  resetAllStores();
});

describe('settings actions', () => {
  it('show new details at once and write only the fields that changed', async () => {
    const write = pendingWrite();
    const saving = useHousehold.getState().saveHouseholdDetails('org-1', { name: 'Les Martin', numberOfPersons: 4 });

    expect(shown()).toMatchObject({ name: 'Les Martin', numberOfPersons: 4 });
    write.land();
    expect(await saving).toEqual({ ok: true });
    expect(updateHouseholdSettings).toHaveBeenCalledExactlyOnceWith('org-1', { name: 'Les Martin' });
  });

  it('write nothing when the details are those shown', async () => {
    expect(await useHousehold.getState().saveHouseholdDetails('org-1', { name: 'Famille Martin', numberOfPersons: 4 })).toEqual({ ok: true });
    expect(updateHouseholdSettings).not.toHaveBeenCalled();
  });

  it('take the details back when the write is refused, and say so with a locale key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const write = pendingWrite();
    const saving = useHousehold.getState().saveHouseholdDetails('org-1', { name: 'Les Martin', numberOfPersons: 6 });
    expect(shown()).toMatchObject({ name: 'Les Martin', numberOfPersons: 6 });

    write.refuse();
    expect(await saving).toEqual({ ok: false, error: 'household.settings.errors.saveFailed' });
    expect(shown()).toEqual(home);
  });

  it('give the planner the new week start at once, and clear it with null', async () => {
    updateHouseholdSettings.mockResolvedValue();
    const setWeekStartDay = useHousehold.getState().setWeekStartDay;

    const saving = setWeekStartDay('org-1', 0);
    expect(selectPlannerSettings(useHousehold.getState()).weekStartDay).toBe(0);
    expect(await saving).toEqual({ ok: true });

    expect(await setWeekStartDay('org-1', null)).toEqual({ ok: true });
    expect(selectPlannerSettings(useHousehold.getState()).weekStartDay).toBeNull();
    expect(updateHouseholdSettings.mock.calls).toEqual([
      ['org-1', { weekStartDay: 0 }],
      ['org-1', { weekStartDay: null }],
    ]);
  });

  it('flip grocery automation at once and flip it back when refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const write = pendingWrite();
    const saving = useHousehold.getState().setGroceryAutomation('org-1', false);
    expect(shown()?.groceryAutomation).toBe(false);

    write.refuse();
    expect(await saving).toEqual({ ok: false, error: 'household.settings.errors.saveFailed' });
    expect(shown()?.groceryAutomation).toBe(true);
  });

  it('keep what changed meanwhile in the other fields when taking a change back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const write = pendingWrite();
    const saving = useHousehold.getState().setWeekStartDay('org-1', 3);
    // Another owner renames the household while the write is on its way: the live query says so.
    useHousehold.setState({ household: { ...home, weekStartDay: 3, name: 'Chez Martin' } });

    write.refuse();
    await saving;
    expect(shown()).toMatchObject({ name: 'Chez Martin', weekStartDay: 1 });
  });

  it("patch the household /admin shows, and leave the user's own household alone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useHousehold.setState({ managed: { householdId: 'org-2', status: 'loaded', household: other } });
    const write = pendingWrite();
    const saving = useHousehold.getState().saveHouseholdDetails('org-2', { name: 'Les Durand', numberOfPersons: 3 });

    expect(managed()).toMatchObject({ name: 'Les Durand', numberOfPersons: 3 });
    expect(shown()).toEqual(home);
    write.refuse();
    await saving;
    expect(managed()).toEqual(other);
  });

  it('patch both copies when /admin shows the current household', async () => {
    updateHouseholdSettings.mockResolvedValue();
    useHousehold.setState({ managed: { householdId: 'org-1', status: 'loaded', household: home } });
    await useHousehold.getState().setGroceryAutomation('org-1', false);
    expect(shown()?.groceryAutomation).toBe(false);
    expect(managed()?.groceryAutomation).toBe(false);
  });
});
