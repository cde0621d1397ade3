import type { HouseholdDetails, HouseholdSettingsChange } from '@/domain/household/household-settings';
import type { Household } from '@/domain/household/household';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import * as data from '../../data';
import type { HouseholdSlice, HouseholdState } from '../state';

type SettingsFields = Pick<Household, 'name' | 'numberOfPersons' | 'weekStartDay' | 'groceryAutomation'>;

/** The household shown with this id: the current one, or the one /admin shows. */
function shownHousehold(state: HouseholdState, organizationId: string): Household | null {
  if (state.organization?.id === organizationId) return state.organization;
  if (state.managed?.organization?.id === organizationId) return state.managed.organization;
  return null;
}

/** Both copies of the household take the fields: the current one and /admin's may be the same household. */
function patched(state: HouseholdState, organizationId: string, fields: Partial<SettingsFields>): Partial<HouseholdState> {
  const { organization, managed } = state;
  return {
    organization: organization?.id === organizationId ? { ...organization, ...fields } : organization,
    managed: managed?.organization?.id === organizationId ? { ...managed, organization: { ...managed.organization, ...fields } } : managed,
  };
}

/** The fields of the details that differ from what the screen shows (all of them when it shows nothing). */
function changedDetails(shown: Household | null, details: HouseholdDetails): HouseholdSettingsChange {
  return Object.fromEntries(Object.entries(details).filter(([field, value]) => !shown || shown[field as keyof HouseholdDetails] !== value));
}

/** The owner's settings: name, size, week start day, grocery automation. */
export const settingsActions: HouseholdSlice<'saveHouseholdDetails' | 'setWeekStartDay' | 'setGroceryAutomation'> = (set, get) => {
  // Shown at once; on failure the fields take back the values they had, the others stay as live.
  const save = async (organizationId: string, change: HouseholdSettingsChange): Promise<Outcome<LocaleKey>> => {
    const shown = shownHousehold(get(), organizationId);
    const fields = Object.keys(change) as (keyof HouseholdSettingsChange)[];
    if (fields.length === 0) return { ok: true };
    const previous: Partial<SettingsFields> = shown ? Object.fromEntries(fields.map((field) => [field, shown[field]])) : {};
    set((state) => patched(state, organizationId, change));
    try {
      await data.updateHouseholdSettings(organizationId, change);
      return { ok: true };
    } catch (error) {
      console.error(`Household ${organizationId} settings not saved`, error);
      set((state) => patched(state, organizationId, previous));
      return { ok: false, error: 'household.settings.errors.saveFailed' };
    }
  };

  return {
    saveHouseholdDetails: (organizationId, details) => save(organizationId, changedDetails(shownHousehold(get(), organizationId), details)),
    setWeekStartDay: (organizationId, day) => save(organizationId, { weekStartDay: day }),
    setGroceryAutomation: (organizationId, on) => save(organizationId, { groceryAutomation: on }),
  };
};
