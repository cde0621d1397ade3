import type { Outcome } from '@/domain/shared/outcome';
import { apiErrorKey } from '@/lib/api-client';
import type { LocaleKey } from '@/locales/locale-key';
import * as api from '../../data/calendar-api';
import type { HouseholdSlice } from '../state';

/**
 * The user's own calendar address of the current household (the week in a calendar app). It is
 * the service's to derive, so it is asked for when the settings show it, and kept with the
 * household it belongs to: an answer arriving after the user switched households is dropped.
 */
export const calendarActions: HouseholdSlice<'loadCalendarAddress' | 'regenerateCalendarAddress' | 'revokeCalendarAddresses'> = (set, get) => {
  const stillShown = (householdId: string) => get().calendarAddress?.householdId === householdId;

  // Nothing shows before the answer: the new address exists only once the service made it.
  async function replaceAddress(householdId: string, call: () => Promise<{ url: string }>, failed: LocaleKey): Promise<Outcome<LocaleKey>> {
    try {
      const { url } = await call();
      if (stillShown(householdId)) set({ calendarAddress: { householdId, status: 'loaded', url } });
      return { ok: true };
    } catch (error) {
      return { ok: false, error: apiErrorKey(error, failed) };
    }
  }

  return {
    loadCalendarAddress: async (householdId) => {
      set({ calendarAddress: { householdId, status: 'loading', url: null } });
      try {
        const { url } = await api.getCalendarAddress();
        if (stillShown(householdId)) set({ calendarAddress: { householdId, status: 'loaded', url } });
        return { ok: true };
      } catch (error) {
        if (stillShown(householdId)) set({ calendarAddress: { householdId, status: 'failed', url: null } });
        return { ok: false, error: apiErrorKey(error, 'household.calendar.errors.loadFailed') };
      }
    },

    regenerateCalendarAddress: (householdId) => replaceAddress(householdId, api.regenerateCalendarAddress, 'household.calendar.errors.regenerateFailed'),

    // The service answers the owner's own new address with the revocation.
    revokeCalendarAddresses: (householdId) => replaceAddress(householdId, api.revokeCalendarAddresses, 'household.calendar.errors.revokeAllFailed'),
  };
};
