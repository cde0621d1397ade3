import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import { standardIngredientSchema, type StandardIngredient } from '@domain/recipes/standard-ingredient.ts';
import { readDocs } from '../read-doc.ts';

/** The catalogue changes a few times a year: minutes of staleness cost nothing, a read per import would. */
export const CATALOGUE_CACHE_MS = 5 * 60 * 1_000;

export type CatalogueSource = () => Promise<readonly StandardIngredient[]>;

/**
 * The ingredient catalogue, read once and kept for `ttlMs`. A failed read is not kept, so the
 * next import tries again. An entry that does not read (a hand-edited document) is left out.
 */
export function cachedCatalogue(firestore: Firestore, ttlMs = CATALOGUE_CACHE_MS, now: () => number = Date.now): CatalogueSource {
  let cached: { until: number; entries: Promise<readonly StandardIngredient[]> } | null = null;
  return () => {
    if (cached && cached.until > now()) return cached.entries;
    const entries = firestore
      .collection(collections.standardIngredients)
      .get()
      .then((snapshot) => readDocs(snapshot.docs, standardIngredientSchema));
    const entry = { until: now() + ttlMs, entries };
    cached = entry;
    entries.catch(() => {
      if (cached === entry) cached = null;
    });
    return entries;
  };
}
