import { aggregateGroceryList } from '../domain/grocery/aggregate-grocery-list';
import type { AggregatableCustomItem, AggregatableLine, AggregatableRecipe } from '../domain/grocery/grocery-line';
import { shopperCatalogue } from './shopper-samples';
import { formatShopperLine } from '../domain/grocery/shopper-line-text';
import type { StoredShopperTick } from '../domain/grocery/shopper-tick';
import type { ShoppingUnit } from '../domain/grocery/shopping-amount';
import { buildShoppingList, type ShopperGroup, type ShopperLine, type ShoppingList } from '../domain/grocery/shopping-list';
import type { PantryStock, StockAmounts } from '../domain/cupboard/pantry-entry';
import type { StockEntry } from '../domain/cupboard/subtract-stock';
import type { LineUnit } from '../domain/grocery/unit-dimensions';
import { frenchWords } from './shopper-words';

// How the shopper table (src/domain/grocery/shopper-cases.test.ts) writes a case: recipes and portions in, the
// lines a shopper reads out. Not a test file itself, so the cases stay a table.

const byId = new Map(shopperCatalogue.map((food) => [food.id, food]));

/** A recipe line linked to a catalogue food, as the recipe form saves it. */
export function food(id: string, quantity: number, unit: LineUnit): Omit<AggregatableLine, 'id'> {
  const known = byId.get(id);
  if (!known) throw new Error(`No sample food ${id}`);
  return { name: known.name, quantity, unit, category: known.category, standardIngredientId: id };
}

/** A line or item as typed, linked to nothing: a recipe saved before lines were linked, or a custom item. */
export function typed(name: string, quantity: number, unit: LineUnit): Omit<AggregatableLine, 'id'> {
  return { name, quantity, unit, category: 'other', standardIngredientId: null };
}

export interface PlannedRecipe {
  name: string;
  servings: number;
  lines: Omit<AggregatableLine, 'id'>[];
}

export function recipe(name: string, servings: number, ...lines: Omit<AggregatableLine, 'id'>[]): PlannedRecipe {
  return { name, servings, lines };
}

export interface ShopperCase {
  /** Each recipe with the portions it is planned at; the same recipe may be planned twice. */
  meals?: [PlannedRecipe, number][];
  custom?: (Omit<AggregatableLine, 'id'> & { checked?: boolean })[];
  /** Ticks stored the older ways: a line key per dimension, or entry:{meal}:{line}. */
  checked?: Record<string, boolean>;
  /** Ticks that remember amounts, by shopper line key. */
  ticks?: Record<string, StoredShopperTick>;
  /** Foods kept 'toujours en stock', without an amount. */
  inStock?: string[];
  /** The cupboard's amounts by food, in grams, millilitres and pieces. */
  stock?: Record<string, Partial<StockAmounts>>;
}

/** A cupboard as the store reads it, from the case's staples and amounts. */
export function stockOf(staples: readonly string[] = [], amounts: Record<string, Partial<StockAmounts>> = {}): PantryStock {
  const stock = new Map<string, StockEntry>();
  for (const [foodId, { mass = 0, volume = 0, count = 0 }] of Object.entries(amounts)) stock.set(foodId, { foodId, mass, volume, count, staple: false });
  for (const foodId of staples) stock.set(foodId, { ...(stock.get(foodId) ?? { foodId, mass: 0, volume: 0, count: 0 }), staple: true });
  return stock;
}

/** An amount as structured values: [value, unit] or, for garlic, [cloves, 'clove', heads]. */
export type PartRow = [number, ShoppingUnit | null] | [number, 'clove', number];

/** '<group>|<name>: <what it reads>' with ✓ before a ticked line, and its amount (or what is still to buy). */
export type LineRow = [string, PartRow[]];

const groupName = (group: ShopperGroup): string => (group.kind === 'aisle' ? group.category : group.kind === 'cupboard' ? 'placard' : 'au placard');

function row(group: string, line: ShopperLine): LineRow {
  const ticked = line.state.kind === 'ticked' ? '✓ ' : '';
  const shown = line.state.kind === 'reopened' ? line.toBuy : line.amount;
  const parts = shown.map((part): PartRow => (part.heads === undefined ? [part.value, part.unit] : [part.value, 'clove', part.heads]));
  return [`${group}|${line.name}: ${ticked}${formatShopperLine(line, frenchWords)}`, parts];
}

/** Plans the meals, aggregates them and builds the shopper list. */
export function shopperList({ meals = [], custom = [], checked = {}, ticks = {}, inStock = [], stock = {} }: ShopperCase): ShoppingList {
  const recipes: AggregatableRecipe[] = [];
  const recipeIds = new Map<PlannedRecipe, string>();
  for (const planned of meals.map(([planned]) => planned)) {
    if (recipeIds.has(planned)) continue;
    const id = `r${recipeIds.size + 1}`;
    recipeIds.set(planned, id);
    recipes.push({ id, name: planned.name, servings: planned.servings, ingredients: planned.lines.map((line, index) => ({ ...line, id: `i${index + 1}` })) });
  }
  const mealEntryRefs = Object.fromEntries(meals.map(([planned, portions], index) => [`e${index + 1}`, { recipeId: recipeIds.get(planned) ?? '', portions }]));
  const customItems = Object.fromEntries(
    custom.map(({ checked: done = false, ...item }, index): [string, AggregatableCustomItem] => [`c${index + 1}`, { ...item, checked: done }]),
  );
  const items = aggregateGroceryList({ mealEntryRefs, customItems, checkedItems: checked }, new Map(recipes.map((r) => [r.id, r])));
  return buildShoppingList({ items, catalogue: shopperCatalogue, ticks, stock: stockOf(inStock, stock) });
}

/** The shopper list of a case read out, groups in order. */
export function shop(shopperCase: ShopperCase): LineRow[] {
  return shopperList(shopperCase).groups.flatMap((group) => group.lines.map((line) => row(groupName(group), line)));
}
