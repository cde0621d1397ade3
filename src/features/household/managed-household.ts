import type { HouseholdSlice } from './household-state';

/** The household /admin/organizations/{id} shows. */
export const managedHousehold: HouseholdSlice<'followManagedHousehold'> = () => ({
  followManagedHousehold: () => () => undefined,
});
