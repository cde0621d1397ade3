import { useCallback, useSyncExternalStore } from 'react';

// jsdom and very old browsers have no matchMedia: no query matches there.
const mediaQuery = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a media query matches now, followed as the window changes, for what CSS alone cannot switch. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQuery(query)?.matches ?? false, () => false);
}
