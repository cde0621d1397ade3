import { safeAggregate } from '@/domain/grocery/aggregate-grocery-list';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { sharedListSnapshot, type SharedListSnapshot } from '@/domain/grocery/shared-list';
import { buildShoppingList, keysTickedByFood } from '@/domain/grocery/shopping-list';
import { ingredientCataloguePort, recipesReadById } from '@/features/recipes';
import type { GroceryState } from './state';
import { isWaitingForRecipes, listRecipesById } from './list-lines';

export interface SnapshotNow {
  snapshot: SharedListSnapshot;
  /**
   * The view holds the whole list: the list, every recipe it plans and the ingredient catalogue
   * have arrived and make lines. Only then may it replace a stored view, which another member's
   * app may have written from everything: otherwise two apps would keep rewriting each other.
   */
  complete: boolean;
}

/**
 * The shared view of `list` as this app knows it now: its lines made of the same recipes as
 * the screen's (useGroceryLines), named from the catalogue in French whatever the screen's
 * language, so that every member's app publishes the same view. The household's cupboard
 * stays out of it: the view shows the aggregated lines (one per unit, as planned), and a member
 * whose cupboard has not loaded would otherwise publish another view than one whose has.
 */
export function sharedSnapshotNow(state: Pick<GroceryState, 'status'>, list: GroceryList, expiresAt: Date): SnapshotNow {
  const read = recipesReadById();
  const catalogue = ingredientCataloguePort.now();
  const aggregation = safeAggregate(list, listRecipesById(read), catalogue.byId);
  const complete = state.status === 'loaded' && catalogue.status === 'loaded' && !isWaitingForRecipes(list, read) && !aggregation.failed;
  // A food ticked on the household's list ticks each of its lines on the shared page.
  const ticked = keysTickedByFood(buildShoppingList({ items: aggregation.items, catalogue: catalogue.ingredients, ticks: list.checkedItems }));
  const items = aggregation.items.map((item) => (!item.checked && ticked.has(item.key) ? { ...item, checked: true } : item));
  return { snapshot: sharedListSnapshot(list, items, expiresAt), complete };
}
