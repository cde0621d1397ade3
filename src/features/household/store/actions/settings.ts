import type { HouseholdDetails, HouseholdSettingsChange } from '@/domain/household/household-settings';
import type { Household } from '@/domain/household/household';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import * as data from '../../data';
import type { HouseholdSlice, HouseholdState } from '../state';

type SettingsFields = Pick<Household, 'name' | 'numberOfPersons' | 'weekStartDay' | 'groceryAutomation'>;

/** The household shown with this id: the current one, or the one /admin shows. */
function shownHousehold(state: HouseholdState, householdId: string): Household | null {
  if (state.household?.id === householdId) return state.household;
  if (state.managed?.household?.id === householdId) return state.managed.household;
  return null;
}

/** Both copies of the household take the fields: the current one and /admin's may be the same household. */
function patched(state: HouseholdState, householdId: string, fields: Partial<SettingsFields>): Partial<HouseholdState> {
  const { household, managed } = state;
  return {
    household: household?.id === householdId ? { ...household, ...fields } : household,
    managed: managed?.household?.id === householdId ? { ...managed, household: { ...managed.household, ...fields } } : managed,
  };
}

/** The fields of the details that differ from what the screen shows (all of them when it shows nothing). */
function changedDetails(shown: Household | null, details: HouseholdDetails): HouseholdSettingsChange {
  return Object.fromEntries(Object.entries(details).filter(([field, value]) => !shown || shown[field as keyof HouseholdDetails] !== value));
}

/** The owner's settings: name, size, week start day, grocery automation. */
export const settingsActions: HouseholdSlice<'saveHouseholdDetails' | 'setWeekStartDay' | 'setGroceryAutomation'> = (set, get) => {
  // Shown at once; on failure the fields take back the values they had, the others stay as live.
  const save = async (householdId: string, change: HouseholdSettingsChange): Promise<Outcome<LocaleKey>> => {
    const shown = shownHousehold(get(), householdId);
    const fields = Object.keys(change) as (keyof HouseholdSettingsChange)[];
    if (fields.length === 0) return { ok: true };
    const previous: Partial<SettingsFields> = shown ? Object.fromEntries(fields.map((field) => [field, shown[field]])) : {};
    set((state) => patched(state, householdId, change));
    try {
      await data.updateHouseholdSettings(householdId, change);
      return { ok: true };
    } catch (error) {
      console.error(`Household ${householdId} settings not saved`, error);
      set((state) => patched(state, householdId, previous));
      return { ok: false, error: 'household.settings.errors.saveFailed' };
    }
  };

  return {
    saveHouseholdDetails: (householdId, details) => save(householdId, changedDetails(shownHousehold(get(), householdId), details)),
    setWeekStartDay: (householdId, day) => save(householdId, { weekStartDay: day }),
    setGroceryAutomation: (householdId, on) => save(householdId, { groceryAutomation: on }),
  };
};
