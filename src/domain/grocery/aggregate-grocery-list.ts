import { groceryCategories } from './categories';
import {
  isQuantityEditable,
  type AggregatedItem,
  type AggregatedSource,
  type AggregationInput,
  type IngredientCatalogue,
  type RecipesById,
  type SafeAggregation,
} from './grocery-line';
import { keptOrderSort } from './kept-order-sort';
import { fail, LineTables, prepare, prepareRecipeLines, type LineTotal } from './line-tables';
import { nameSortKey } from './name-sort-key';
import { displayUnitFor, fromBaseQuantity } from './unit-dimensions';

/** Ingredient ids ticked the older way, by meal entry id. */
type EntryTicks = ReadonlyMap<string, ReadonlySet<string>>;

function addMeals(lines: LineTables, input: AggregationInput, recipesById: RecipesById, entryTicks: EntryTicks): void {
  // In id order, so every member's screen shows the same first source (name, category).
  for (const mealEntryId of Object.keys(input.mealEntryRefs).sort()) {
    const ref = input.mealEntryRefs[mealEntryId];
    const recipe = ref && recipesById.get(ref.recipeId);
    if (!ref || !recipe || !recipe.ingredients?.length) continue;
    if (!(Number.isFinite(recipe.servings) && recipe.servings > 0)) fail(`Recipe ${recipe.id} serves ${String(recipe.servings)}`);
    if (!(Number.isFinite(ref.portions) && ref.portions > 0)) fail(`Meal ${mealEntryId} has ${String(ref.portions)} portions`);
    const scale = ref.portions / recipe.servings;
    const recipeId = recipe.id;
    const ticked = entryTicks.get(mealEntryId);
    for (const { line, prepared } of prepareRecipeLines(recipe.ingredients, (line) => `Line ${line.id} of recipe ${recipeId}`)) {
      if (!prepared) continue;
      const source: AggregatedSource = {
        type: 'mealEntry',
        id: mealEntryId,
        recipeId,
        recipeName: recipe.name,
        portions: ref.portions,
        ingredientId: line.id,
        quantity: line.quantity * scale,
        unit: prepared.unit,
      };
      const total = lines.add(prepared, source);
      if (ticked?.has(line.id)) total.checked = true;
    }
  }
}

function addCustomItems(lines: LineTables, input: AggregationInput): void {
  const { customItems } = input;
  const added = Object.entries(customItems).map(([id, item]) => ({ id, item, time: item?.createdAt?.getTime() ?? Infinity }));
  // In the order they were added (undated ones last), then by id.
  added.sort((a, b) => (a.time === b.time ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.time < b.time ? -1 : 1));
  for (const { id, item } of added) {
    const prepared = item && prepare(item, () => `Custom item ${id}`);
    if (!item || !prepared) continue;
    const total = lines.add(prepared, { type: 'custom', id, quantity: item.quantity, unit: prepared.unit });
    if (item.checked === true) total.checked = true;
  }
}

/**
 * Reads the entry:{mealEntryId}:{ingredientId} keys once, rather than building a key for every
 * source of every line. An id holding ':' makes a key ambiguous, so every reading is kept: a
 * pair is in the map exactly when its key is among the ticks.
 */
function readEntryTicks(checkedItems: AggregationInput['checkedItems']): EntryTicks {
  const ticks = new Map<string, Set<string>>();
  for (const key of Object.keys(checkedItems)) {
    if (!key.startsWith('entry:') || checkedItems[key] !== true) continue;
    for (let colon = key.indexOf(':', 6); colon !== -1; colon = key.indexOf(':', colon + 1)) {
      const mealEntryId = key.slice(6, colon);
      const ingredientIds = ticks.get(mealEntryId) ?? new Set<string>();
      ingredientIds.add(key.slice(colon + 1));
      ticks.set(mealEntryId, ingredientIds);
    }
  }
  return ticks;
}

/** Ticks lines by their stored keys: a look-up per tick, rather than one per line. */
function addStoredTicks(lines: LineTables, checkedItems: AggregationInput['checkedItems']): void {
  for (const key of Object.keys(checkedItems)) {
    if (checkedItems[key] !== true) continue;
    const total = lines.find(key);
    if (total) total.checked = true;
  }
}

function finish(total: LineTotal, catalogue?: IngredientCatalogue): AggregatedItem {
  const standard = total.standardIngredientId === null ? undefined : catalogue?.get(total.standardIngredientId);
  const unit = displayUnitFor(total.units, total.base);
  return {
    key: total.key,
    name: standard?.name ?? (total.name || (total.standardIngredientId ?? '')),
    quantity: total.units.length > 1 ? fromBaseQuantity(total.base, unit) : total.sameUnit,
    unit,
    dimension: total.dimension,
    standardIngredientId: total.standardIngredientId,
    category: standard?.category ?? total.category,
    sources: total.sources,
    checked: total.checked,
    editable: isQuantityEditable(total),
  };
}

const aisleOrder: ReadonlyMap<string, number> = new Map(groceryCategories.map((category, index) => [category, index]));

interface Sortable {
  item: AggregatedItem;
  aisle: number;
  sortName: string;
}

const sortLines = keptOrderSort<Sortable>(
  (a, b) => a.aisle - b.aisle || (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.item.key < b.item.key ? -1 : 1),
  ({ item }) => item.key,
);

/**
 * The lines of a list (spec B §5): every ingredient of every planned meal, scaled by its
 * portions over the recipe's servings, plus the custom items, merged on their catalogue
 * ingredient, else their lower-cased name, within one dimension (unit-dimensions.ts). Meals
 * whose recipe is not in `recipesById`, recipes without ingredients and lines naming nothing
 * are left out. With a catalogue, a line merged on its catalogue ingredient takes its name and
 * aisle from it; otherwise from its first source. Sorted by aisle, then name.
 *
 * Throws GroceryAggregationError when the data cannot make lines: a used recipe whose
 * servings are not a positive number, a meal whose portions are not, or a line or custom item
 * with a quantity that is not a non-negative number, an unknown unit or no name. Data read
 * through recipeSchema and groceryListSchema never does; safeAggregate is the guard for the rest.
 */
export function aggregateGroceryList(input: AggregationInput, recipesById: RecipesById, catalogue?: IngredientCatalogue): AggregatedItem[] {
  const lines = new LineTables();
  addMeals(lines, input, recipesById, readEntryTicks(input.checkedItems));
  addCustomItems(lines, input);
  addStoredTicks(lines, input.checkedItems);
  const sortable = lines.lines.map((total): Sortable => {
    const item = finish(total, catalogue);
    return { item, aisle: aisleOrder.get(item.category) ?? -1, sortName: nameSortKey(item.name) };
  });
  return sortLines(sortable).map(({ item }) => item);
}

/**
 * aggregateGroceryList that never throws: when it fails, only the custom items are shown and
 * `failed` says so, for the 'Failed to process grocery list' banner (spec B §5, §8). If even
 * the custom items cannot make lines, the list is empty.
 */
export function safeAggregate(input: AggregationInput, recipesById: RecipesById, catalogue?: IngredientCatalogue): SafeAggregation {
  try {
    return { items: aggregateGroceryList(input, recipesById, catalogue), failed: false };
  } catch (cause) {
    try {
      return { items: aggregateGroceryList({ ...input, mealEntryRefs: {} }, recipesById, catalogue), failed: true, cause };
    } catch {
      return { items: [], failed: true, cause };
    }
  }
}
