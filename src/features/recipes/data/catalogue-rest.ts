import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import catalogueUrl from '@/domain/recipes/standard-ingredients.json?url';

// The ingredient catalogue ships with the app as one file named by its content: seeded into
// Firestore from the same file (for the service), fetched here once per version, kept by the
// service worker and the HTTP cache, and so there offline. 19 kB compressed, where reading the
// collection cost 674 documents and 322 kB per session.

/**
 * The shared ingredient catalogue (spec B §7), as this version of the app ships it. Taken as it
 * is: the file is part of the build, like its code, and its tests hold that the schema reads
 * every entry unchanged (standard-ingredients-catalogue.test.ts). Parsing it again here cost
 * about 25 ms at a computer's speed on a first visit, four times that on a phone's main thread.
 */
export async function fetchStandardIngredients(): Promise<StandardIngredient[]> {
  const response = await fetch(catalogueUrl);
  if (!response.ok) throw new Error(`Ingredient catalogue answered ${response.status}`);
  const catalogue: unknown = await response.json();
  if (!Array.isArray(catalogue)) throw new Error('The ingredient catalogue is not a list.');
  return catalogue as StandardIngredient[];
}
