import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedImage, IMAGE_CACHE_TTL_MS } from './image-cache';

function serve(body: string, ok = true) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status: ok ? 200 : 404 }));
}

describe('cachedImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches a picture once and serves it from IndexedDB for 7 days', async () => {
    const fetching = serve('pixels');
    const url = 'https://images.example/a.jpg';
    expect(await (await cachedImage(url, 0))?.text()).toBe('pixels');
    expect(await (await cachedImage(url, IMAGE_CACHE_TTL_MS - 1))?.text()).toBe('pixels');
    expect(fetching).toHaveBeenCalledOnce();
  });

  it('fetches again once the cached copy is 7 days old', async () => {
    const url = 'https://images.example/b.jpg';
    const fetching = serve('old');
    await cachedImage(url, 0);
    fetching.mockResolvedValue(new Response('new'));
    expect(await (await cachedImage(url, IMAGE_CACHE_TTL_MS))?.text()).toBe('new');
    expect(fetching).toHaveBeenCalledTimes(2);
  });

  it('keeps a stale copy when the picture can no longer be fetched, and gives null without any', async () => {
    const url = 'https://images.example/c.jpg';
    serve('kept');
    await cachedImage(url, 0);
    serve('', false);
    expect(await (await cachedImage(url, IMAGE_CACHE_TTL_MS * 2))?.text()).toBe('kept');
    expect(await cachedImage('https://images.example/missing.jpg')).toBeNull();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    expect(await cachedImage('https://images.example/offline.jpg')).toBeNull();
  });

  it('shows a copy older than 7 days when there is no network', async () => {
    const url = 'https://images.example/d.jpg';
    serve('seen a month ago');
    await cachedImage(url, 0);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    expect(await (await cachedImage(url, IMAGE_CACHE_TTL_MS * 4))?.text()).toBe('seen a month ago');
  });
});
