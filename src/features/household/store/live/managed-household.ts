import * as data from '../../data';
import type { HouseholdSlice } from '../state';

/** The household /admin/organizations/{id} shows, live, so the admin sees what owners change meanwhile. */
export const managedHousehold: HouseholdSlice<'followManagedHousehold'> = (set) => ({
  followManagedHousehold: (organizationId) => {
    set({ managed: { organizationId, status: 'loading', organization: null } });
    const stop = data.watchHousehold(
      organizationId,
      (organization) => set({ managed: organization ? { organizationId, status: 'loaded', organization } : { organizationId, status: 'missing', organization: null } }),
      // A refused read (no such household for this admin, or not an admin after all) ends the
      // live query: the page says it is not found rather than loading for ever.
      (error) => {
        console.error(`Managed household ${organizationId} subscription failed`, error);
        set({ managed: { organizationId, status: 'missing', organization: null } });
      },
    );
    return () => {
      stop();
      set({ managed: null });
    };
  },
});
