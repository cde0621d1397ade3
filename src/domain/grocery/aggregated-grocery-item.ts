import type { Unit } from '../recipes/units';
import type { GroceryCategory } from './categories';

export const grocerySourceTypes = ['mealEntry', 'custom'] as const;

export type GrocerySourceType = (typeof grocerySourceTypes)[number];

/** Where part of an aggregated quantity comes from: a planned meal or a custom item. */
export interface GrocerySource {
  type: GrocerySourceType;
  /** The meal entry's or the custom item's id. */
  id: string;
  recipeId?: string;
  recipeName?: string;
  portions?: number;
}

/**
 * A line of the shopping list as shown (spec B §3). Derived in memory from a list and its
 * recipes, never stored, so it has a type and no schema.
 */
export interface AggregatedGroceryItem {
  /** standardIngredientId or lower-cased name, plus unit: what items merge on. */
  key: string;
  name: string;
  quantity: number;
  unit: Unit;
  category: GroceryCategory;
  sources: GrocerySource[];
  checked: boolean;
}

/** Only a line that starts from a custom item has a quantity the user typed (spec B §5). */
export function isQuantityEditable(item: Pick<AggregatedGroceryItem, 'sources'>): boolean {
  return item.sources[0]?.type === 'custom';
}
