import { collections } from '@/domain/collections';
import { DISCOVERY_PAGE_SIZE, discoveryQueries, type DiscoveryView } from '@/domain/recipes/discovery-views';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import { runQuery } from '@/lib/firestore-rest';
import { readDocs } from '@/lib/firestore/typed-doc';

/** The first page of one discovery view, read once over REST (src/lib/firestore-rest.ts) while the live query's SDK loads. */
export async function fetchDiscoveryView(view: DiscoveryView): Promise<Recipe[]> {
  const snapshots = await runQuery({ collection: collections.recipes, ...discoveryQueries[view], limit: DISCOVERY_PAGE_SIZE });
  return readDocs(snapshots, recipeSchema);
}
