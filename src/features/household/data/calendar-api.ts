import { calendarAddressEndpoint, regenerateCalendarAddressEndpoint, revokeCalendarAddressesEndpoint } from '@/domain/api/calendar';
import { api } from '@/lib/api';

// The user's calendar address, through the API service: only it can derive an address from
// its secret. Each call throws an ApiError on refusal.

/** The user's own address of the current household, created on first use. */
export const getCalendarAddress = () => api.call(calendarAddressEndpoint, {});

/** A new address for the user; their old one stops working, the other members' stay. */
export const regenerateCalendarAddress = () => api.call(regenerateCalendarAddressEndpoint, {});

/** Every member's address of the current household stops working (owners only); the user's new one. */
export const revokeCalendarAddresses = () => api.call(revokeCalendarAddressesEndpoint, {});
