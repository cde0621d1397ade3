import type { PageLanguage, RenderedPage, RenderPage } from './prerendered-document.ts';

/**
 * How long an instance keeps a rendered page. The CDN keeps it 60 s more (page-responder.ts),
 * so a recipe turned private leaves its page within these two lifetimes added up.
 */
export const PAGE_CACHE_TTL_MS = 30_000;

/** Pages an instance keeps at most: query strings make the addresses unbounded. */
export const PAGE_CACHE_MAX_ENTRIES = 500;

export interface PageCacheOptions {
  render: RenderPage;
  ttlMs?: number;
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * The renderer behind a short per-address cache. The renderer keeps its page's data in the
 * app's stores, which belong to the process: two renders may not interleave, so they run one
 * after another. What spares visitors that queue is the cache (a page is rendered once per
 * lifetime, and requests arriving while it renders share that render) and, in production,
 * instances that each take one render at a time (server/functions.ts). Pages that could not
 * be rendered are not kept: the next visitor tries again.
 */
export function cachedPages({ render, ttlMs = PAGE_CACHE_TTL_MS, maxEntries = PAGE_CACHE_MAX_ENTRIES, now = Date.now }: PageCacheOptions) {
  const kept = new Map<string, { page: RenderedPage; until: number }>();
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  let queue: Promise<unknown> = Promise.resolve();

  function keep(key: string, page: RenderedPage) {
    kept.delete(key);
    kept.set(key, { page, until: now() + ttlMs });
    // Insertion order is age order: the oldest page goes first.
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries) break;
      kept.delete(oldest);
    }
  }

  return (url: URL, language: PageLanguage): Promise<RenderedPage | null> => {
    const key = `${language} ${url.pathname}${url.search}`;
    const hit = kept.get(key);
    if (hit && hit.until > now()) return Promise.resolve(hit.page);
    const pending = rendering.get(key);
    if (pending) return pending;

    const next = queue.then(() => render(url, language));
    queue = next.catch(() => undefined);
    const settled = next
      .then((page) => {
        if (page) keep(key, page);
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, settled);
    return settled;
  };
}
