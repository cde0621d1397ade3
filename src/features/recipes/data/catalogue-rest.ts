import { z } from 'zod';
import { standardIngredientSchema, type StandardIngredient } from '@/domain/recipes/standard-ingredient';
import catalogueUrl from '@/domain/recipes/standard-ingredients.json?url';

// The ingredient catalogue ships with the app as one file named by its content: seeded into
// Firestore from the same file (for the service), fetched here once per version, kept by the
// service worker and the HTTP cache, and so there offline. 19 kB compressed, where reading the
// collection cost 674 documents and 322 kB per session.

const catalogueSchema = z.array(standardIngredientSchema);

/** The shared ingredient catalogue (spec B §7), as this version of the app ships it. */
export async function fetchStandardIngredients(): Promise<StandardIngredient[]> {
  const response = await fetch(catalogueUrl);
  if (!response.ok) throw new Error(`Ingredient catalogue answered ${response.status}`);
  return catalogueSchema.parse(await response.json());
}
