import type { StandardIngredient } from '../recipes/standard-ingredient';
import type { Unit } from '../recipes/units';
import type { GroceryCategory } from './categories';
import type { GroceryLineKey } from './line-key';
import type { LineUnit, UnitDimension } from './unit-dimensions';

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

/** Only a line that starts from a custom item has a quantity the user typed (spec B §5). */
export function isQuantityEditable(item: { sources: readonly Pick<GrocerySource, 'type' | 'id'>[] }): boolean {
  return item.sources[0]?.type === 'custom';
}

/** An ingredient line as aggregation reads it; a recipe's IngredientLine is one. */
export interface AggregatableLine {
  id: string;
  name: string;
  quantity: number;
  /** Missing or empty: the line has no unit and merges only with other lines without one. */
  unit?: LineUnit;
  category: GroceryCategory;
  standardIngredientId?: string | null;
}

/** What aggregation needs of a recipe; Pick<Recipe, 'id' | 'name' | 'servings' | 'ingredients'> is one. */
export interface AggregatableRecipe {
  id: string;
  name: string;
  servings: number;
  ingredients?: readonly AggregatableLine[] | null;
}

/** A custom item as aggregation reads it; its id is its key in the map. */
export interface AggregatableCustomItem {
  name: string;
  quantity: number;
  unit?: LineUnit;
  category: GroceryCategory;
  checked: boolean;
  standardIngredientId?: string | null;
  createdAt?: Date | null;
}

/** The parts of a list (as groceryListSchema reads it) that its lines are made of. */
export interface AggregationInput {
  mealEntryRefs: Readonly<Record<string, { recipeId: string; portions: number }>>;
  customItems: Readonly<Record<string, AggregatableCustomItem>>;
  /** Line keys and older entry:… ticks, as checkedItemsSchema reads them; only `true` ticks an aggregated line. */
  checkedItems: Readonly<Record<string, unknown>>;
}

export type RecipesById = ReadonlyMap<string, AggregatableRecipe>;

export type IngredientCatalogue = ReadonlyMap<string, Pick<StandardIngredient, 'name' | 'category'>>;

/** One contribution to a line. */
export interface AggregatedSource extends GrocerySource {
  /** For a meal: the recipe's ingredient line, which older ticks name. */
  ingredientId?: string;
  /** What it adds, scaled to the meal's portions, in its own unit. */
  quantity: number;
  unit: Unit | null;
}

/** A line of the shopping list (spec B §3), derived and never stored. */
export interface AggregatedItem {
  /** What its tick is stored against: see GroceryLineKey. */
  key: GroceryLineKey;
  name: string;
  /** The total in `unit`, unrounded: display goes through formatQuantity. */
  quantity: number;
  /** The unit a person would write for the total (displayUnitFor); null for unitless lines. */
  unit: Unit | null;
  dimension: UnitDimension;
  standardIngredientId: string | null;
  category: GroceryCategory;
  /** Meals in the order of their ids, then custom items in the order they were added. */
  sources: AggregatedSource[];
  checked: boolean;
  /** Only a line whose first source is a custom item has a quantity the user may edit (spec B §5). */
  editable: boolean;
}

/** Thrown when the list's data cannot make lines: see aggregateGroceryList. */
export class GroceryAggregationError extends Error {
  override readonly name = 'GroceryAggregationError';
}

export type SafeAggregation =
  | { items: AggregatedItem[]; failed: false }
  | { items: AggregatedItem[]; failed: true; cause: unknown };
