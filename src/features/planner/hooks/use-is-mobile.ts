import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md:` breakpoint, 768 px (spec B §9). */
const MOBILE_QUERY = '(max-width: 767.98px)';

// jsdom and very old browsers have no matchMedia: they read as desktop.
const mediaQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's, for what CSS alone cannot switch (a dialog's placement). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
}
