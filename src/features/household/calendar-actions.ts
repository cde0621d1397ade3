import { apiErrorKey } from '@/lib/api-client';
import * as api from './data/calendar-api';
import type { HouseholdSlice } from './household-state';

/**
 * The current household's calendar address (the week in a calendar app). It is the service's to
 * derive, so it is asked for when the settings show it, and kept with the household it belongs
 * to: an answer arriving after the user switched households is dropped.
 */
export const calendarActions: HouseholdSlice<'loadCalendarAddress' | 'regenerateCalendarAddress'> = (set, get) => ({
  loadCalendarAddress: async (organizationId) => {
    set({ calendarAddress: { organizationId, status: 'loading', url: null } });
    const stillShown = () => get().calendarAddress?.organizationId === organizationId;
    try {
      const { url } = await api.getCalendarAddress();
      if (stillShown()) set({ calendarAddress: { organizationId, status: 'ready', url } });
      return { ok: true };
    } catch (error) {
      if (stillShown()) set({ calendarAddress: { organizationId, status: 'failed', url: null } });
      return { ok: false, error: apiErrorKey(error, 'household.calendar.errors.loadFailed') };
    }
  },

  // Nothing shows before the answer: the new address exists only once the service made it.
  regenerateCalendarAddress: async (organizationId) => {
    try {
      const { url } = await api.regenerateCalendarAddress();
      if (get().calendarAddress?.organizationId === organizationId) set({ calendarAddress: { organizationId, status: 'ready', url } });
      return { ok: true };
    } catch (error) {
      return { ok: false, error: apiErrorKey(error, 'household.calendar.errors.regenerateFailed') };
    }
  },
});
