import { DEFAULT_HOUSEHOLD_SIZE } from '@/domain/accounts/account-limits';
import { canEditHouseholdContent, canManageHousehold } from '@/domain/household/roles';
import type { HouseholdScope } from './household-scope';
import type { HouseholdState, HouseholdStore } from './state';

// How screens and other stores read the household: `useHousehold(selectX)` in a component,
// `readHousehold(selectX)` (store/index.ts) in another feature's store action.

export const selectHouseholdId = (state: HouseholdState) => state.household?.id ?? null;

/** Default portions of a new recipe (spec A §3: numberOfPersons). */
export const selectHouseholdSize = (state: HouseholdState) => state.household?.numberOfPersons ?? DEFAULT_HOUSEHOLD_SIZE;

/** What a write of the current household is scoped to; null when signed out or not known yet. */
export function selectScope(state: HouseholdState): HouseholdScope | null {
  return state.household && state.userId ? { householdId: state.household.id, userId: state.userId } : null;
}

/**
 * Edit and delete show to the owners, members and contributors of the recipe's household, and
 * to its creator (spec B §2, DESIGN.md §3); the rules decide, the screen mirrors them.
 */
export const selectCanEditRecipe =
  (recipe: { organizationId: string; createdBy: { id: string } }) =>
  (state: HouseholdState): boolean =>
    state.userId !== null && (canEditHouseholdContent(state.roles[recipe.organizationId]) || recipe.createdBy.id === state.userId);

/** Whether the user may change the current household's recipes, cookbook, planner and lists (viewers only read). */
export const selectCanEditHouseholdContent = (state: HouseholdState): boolean =>
  state.household !== null && canEditHouseholdContent(state.roles[state.household.id]);

/** The planner's household settings: portions of a new entry, and the day weeks start on (null: today). */
export const selectPlannerSettings = (state: HouseholdState) => ({
  numberOfPersons: state.household?.numberOfPersons ?? null,
  weekStartDay: state.household?.weekStartDay ?? null,
});

/** Whether the user manages the current household: its owners (DESIGN.md §3); admins only on /admin. */
export const selectCanManageHousehold = (state: HouseholdState): boolean =>
  state.household !== null && canManageHousehold(state.roles[state.household.id]);

/** The current household, live; null until known. */
export const selectHousehold = (state: HouseholdState) => state.household;

/** The current household's subscription (spec A §3), live: the API service writes it from the provider's events. */
export const selectHouseholdSubscription = (state: HouseholdState) => state.household?.subscription ?? null;

/** The signed-in user; null when signed out. */
export const selectUserId = (state: HouseholdState) => state.userId;

/** The household /admin/organizations/{id} shows: loading, ready or missing; null when not followed. */
export const selectManagedHousehold = (state: HouseholdState) => state.managed;

export const selectFollowManagedHousehold = (state: HouseholdStore) => state.followManagedHousehold;

/** The settings panel's actions, read with useShallow. */
export const selectSettingsActions = ({ saveHouseholdDetails, setWeekStartDay, setGroceryAutomation }: HouseholdStore) => ({
  saveHouseholdDetails,
  setWeekStartDay,
  setGroceryAutomation,
});

/** The current household's calendar address, when the settings asked for it and it is still the current one. */
export const selectCalendarAddress = (state: HouseholdState) =>
  state.calendarAddress && state.calendarAddress.householdId === state.household?.id ? state.calendarAddress : null;

/** The calendar panel's actions, read with useShallow. */
export const selectCalendarActions = ({ loadCalendarAddress, regenerateCalendarAddress, revokeCalendarAddresses }: HouseholdStore) => ({
  loadCalendarAddress,
  regenerateCalendarAddress,
  revokeCalendarAddresses,
});
