import { useMediaQuery } from './use-media-query';

/** Below Tailwind's `md:` breakpoint, 768 px (spec B §9). */
const MOBILE_QUERY = '(max-width: 767.98px)';

/** Whether the screen is a phone's, for what CSS alone cannot switch (a dialog's placement). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
