import { collections } from '@/domain/collections';
import { nextDiscoveryCursor, type DiscoveryPage, type DiscoveryQuery } from '@/domain/recipes/discovery-query';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import type { FoodBuyingUnits } from '@/domain/recipes/recipe-line-amount';
import { standardIngredientSchema } from '@/domain/recipes/standard-ingredient';
import { getDocument, getDocuments, runQuery } from '@/lib/firebase/firestore-rest';
import { readDoc, readDocs, readDocsInTasks } from '@/lib/firebase/typed-doc';

/*
 * A public page's first reads, anonymous, over REST (src/lib/firebase/firestore-rest.ts): what index.ts
 * reads, answered before the SDK has loaded. Anything a visitor may not read is refused.
 */

/** One page of discovery, as the query builder describes it. */
export async function fetchDiscoveryPage(query: DiscoveryQuery): Promise<DiscoveryPage> {
  const snapshots = await runQuery({ collection: collections.recipes, ...query });
  return { recipes: await readDocsInTasks(snapshots, recipeSchema), next: nextDiscoveryCursor(query, snapshots) };
}

/** A recipe by id: null when there is none, refused when it is a household's own. */
export async function fetchPublicRecipe(id: string): Promise<Recipe | null> {
  const snapshot = await getDocument(`${collections.recipes}/${id}`);
  return snapshot && readDoc(snapshot, recipeSchema);
}

/** The public recipe at a readable address, or null. */
export async function fetchPublicRecipeBySeoUrl(seoUrl: string): Promise<Recipe | null> {
  const snapshots = await runQuery({ collection: collections.recipes, equals: { isPublic: true, seoUrl }, limit: 1 });
  return readDocs(snapshots, recipeSchema)[0] ?? null;
}

const buyingUnitSchema = standardIngredientSchema.pick({ id: true, buyingUnit: true });

/** How shops sell these catalogue foods, for those the catalogue says: their buying unit alone, in one read. */
export async function fetchBuyingUnits(ids: readonly string[]): Promise<FoodBuyingUnits> {
  if (ids.length === 0) return new Map();
  const snapshots = await getDocuments(
    ids.map((id) => `${collections.standardIngredients}/${id}`),
    ['buyingUnit'],
  );
  return new Map(readDocs(snapshots, buyingUnitSchema).flatMap(({ id, buyingUnit }) => (buyingUnit ? [[id, buyingUnit] as const] : [])));
}
