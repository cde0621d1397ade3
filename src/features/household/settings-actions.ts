import type { HouseholdSlice } from './household-state';

/** The owner's settings: name, size, week start day, grocery automation. */
export const settingsActions: HouseholdSlice<'saveHouseholdDetails' | 'setWeekStartDay' | 'setGroceryAutomation'> = () => ({
  saveHouseholdDetails: () => Promise.resolve({ ok: false, error: 'household.settings.errors.saveFailed' }),
  setWeekStartDay: () => Promise.resolve({ ok: false, error: 'household.settings.errors.saveFailed' }),
  setGroceryAutomation: () => Promise.resolve({ ok: false, error: 'household.settings.errors.saveFailed' }),
});
