import { calendarAddressEndpoint, regenerateCalendarAddressEndpoint } from '@/domain/api/calendar';
import { api } from '@/lib/api';

// The household's calendar address, through the API service: only it can derive the address
// from its secret. Each call throws an ApiError on refusal.

/** The current household's address, created on first use. */
export const getCalendarAddress = () => api.call(calendarAddressEndpoint, {});

/** A new address for the current household; the old one stops working (owners only). */
export const regenerateCalendarAddress = () => api.call(regenerateCalendarAddressEndpoint, {});
