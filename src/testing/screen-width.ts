import { vi } from 'vitest';

/** A screen's width, as the media queries see it: jsdom has no matchMedia of its own. Undo with vi.unstubAllGlobals(). */
export function stubScreen(width: 'phone' | 'desktop') {
  const matches = (query: string) => (width === 'phone' ? query.includes('max-width') : query.includes('min-width'));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}
