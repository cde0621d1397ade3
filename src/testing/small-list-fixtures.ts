import type { GroceryList } from '@/domain/grocery/grocery-list';
import { buildGroceryList } from './grocery-lists';
import { buildRecipe } from './recipes';

// The planner's panel and the printable page show a small list: crêpes (flour and milk), planned
// once for four. The list page's own household is in list-page-fixtures.ts.

export const crepes = buildRecipe({
  id: 'r1',
  name: 'Crêpes',
  ingredients: [
    { id: 'i1', name: 'Farine', quantity: 250, unit: 'gram', category: 'savoryGrocery' },
    { id: 'i2', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy' },
  ],
});

/** The active list planning `crepes` once, for four; `overrides` replace its fields. */
export function smallList(overrides: Partial<GroceryList> = {}): GroceryList {
  return buildGroceryList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } }, ...overrides });
}
