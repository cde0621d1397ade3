import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Spec B §7 and §9: pictures are kept in the browser for 7 days. */
export const IMAGE_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1_000;

interface ImageCacheSchema extends DBSchema {
  images: { key: string; value: { blob: Blob; timestamp: number } };
}

let database: Promise<IDBPDatabase<ImageCacheSchema>> | undefined;

function open() {
  database ??= openDB<ImageCacheSchema>('nioo-image-cache', 1, {
    upgrade(db) {
      db.createObjectStore('images');
    },
  });
  return database;
}

/**
 * The picture at `url` as a Blob, from the cache while it is fresh, else fetched and cached.
 * Without a network or on refusal, an older copy if there is one, else null: the caller then shows the address as is.
 */
export async function cachedImage(url: string, now = Date.now()): Promise<Blob | null> {
  if (typeof indexedDB === 'undefined') return null;
  let stale: Blob | null = null;
  try {
    const db = await open();
    const cached = await db.get('images', url);
    if (cached && now - cached.timestamp < IMAGE_CACHE_TTL_MS) return cached.blob;
    stale = cached?.blob ?? null;
    const response = await fetch(url);
    if (!response.ok) return stale;
    const blob = await response.blob();
    await db.put('images', { blob, timestamp: now }, url);
    return blob;
  } catch {
    // Offline: an old copy beats the placeholder.
    return stale;
  }
}
