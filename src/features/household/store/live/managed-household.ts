import * as data from '../../data';
import type { HouseholdSlice } from '../state';

/** The household /admin/organizations/{id} shows, live, so the admin sees what owners change meanwhile. */
export const managedHousehold: HouseholdSlice<'followManagedHousehold'> = (set) => ({
  followManagedHousehold: (householdId) => {
    set({ managed: { householdId, status: 'loading', household: null } });
    const stop = data.watchHousehold(
      householdId,
      (household) => set({ managed: household ? { householdId, status: 'loaded', household } : { householdId, status: 'missing', household: null } }),
      // A refused read (no such household for this admin, or not an admin after all) ends the
      // live query: the page says it is not found rather than loading for ever.
      (error) => {
        console.error(`Managed household ${householdId} subscription failed`, error);
        set({ managed: { householdId, status: 'missing', household: null } });
      },
    );
    return () => {
      stop();
      set({ managed: null });
    };
  },
});
