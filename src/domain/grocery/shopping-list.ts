import type { PantryStock } from '../cupboard/pantry-entry';
import { subtractStock } from '../cupboard/subtract-stock';
import type { StandardIngredient } from '../recipes/standard-ingredient';
import { foodsById } from './catalogue-by-id';
import { groceryCategories, groceryCategoryColors, groceryCategoryLabelKey, type GroceryCategory } from './categories';
import { CUPBOARD_LABEL_KEY, IN_CUPBOARD_LABEL_KEY, isCheckOnly, isCupboardFood } from './cupboard';
import { emptyNeed, lineNeed, type Need, type ShopperFood } from './food-need';
import { foodLineKey, identifyFood, itemLineKey, type ShopperLineKey } from './food-identity';
import type { AggregatedItem } from './grocery-line';
import { nameSortKey } from './name-sort-key';
import { countUnitOf, shoppingAmount, type CountUnit, type ShoppingPart } from './shopping-amount';
import { tickState, type StoredShopperTick, type TickState } from './shopper-tick';
import { toBaseQuantity } from './unit-dimensions';

export interface ShoppingListInput {
  /** The aggregation's lines (aggregateGroceryList): one per food and dimension, with their sources and older ticks. */
  items: readonly AggregatedItem[];
  catalogue: readonly StandardIngredient[];
  /** Ticks by shopper line key, as the list stores them once they remember amounts (storedShopperTickSchema). */
  ticks?: Readonly<Record<string, StoredShopperTick>>;
  /** The household's cupboard (DESIGN.md §3): taken off each catalogue food's line; a staple in it is 'toujours en stock'. */
  stock?: PantryStock;
}

/** One food, one line (DESIGN.md §3, "What the list shows"). */
export interface ShopperLine {
  key: ShopperLineKey;
  name: string;
  standardIngredientId: string | null;
  category: GroceryCategory;
  /** In the 'Placard' group: a staple, checked in the cupboard before it is bought. */
  cupboard: boolean;
  /** What the plan needs, exact, in the line's dimensions (lineNeed). */
  need: Need;
  /** What the cupboard covers of it, exact, in the same dimensions; the rest is to buy, and what ticks are read against. */
  fromCupboard: Need;
  /**
   * What the line reads as: in the aisles and the 'Placard' group, what is left to buy once the
   * cupboard is taken off; in 'Déjà au placard', the amount the cupboard covers. Empty for a
   * cupboard check or a need without an amount ('persil' to taste).
   */
  amount: ShoppingPart[];
  state: TickState;
  /** What is still to buy: the amount when open, the remainder when reopened, nothing once ticked. */
  toBuy: ShoppingPart[];
  /** The aggregation's lines it joins: their keys hold older ticks, their sources each recipe's exact amount. */
  parts: AggregatedItem[];
  /** What a piece of this food is bought as, for exact amounts ('2 gousses'). */
  countUnit: CountUnit;
  /** The stored ticks of the line under its own key or its parts' names: what an untick deletes. */
  tickKeys: string[];
}

export type ShopperGroup =
  | { kind: 'aisle'; category: GroceryCategory; labelKey: `categories.${GroceryCategory}`; color: string; lines: ShopperLine[] }
  | { kind: 'cupboard'; labelKey: typeof CUPBOARD_LABEL_KEY; lines: ShopperLine[] }
  /** 'Déjà au placard': needs the household's cupboard covers whole, shown collapsed. */
  | { kind: 'inCupboard'; labelKey: typeof IN_CUPBOARD_LABEL_KEY; lines: ShopperLine[] };

export interface ShoppingList {
  /** The aisles in display order, then the staples to check, then what the cupboard already covers. */
  groups: ShopperGroup[];
}

interface PendingLine {
  key: ShopperLineKey;
  food: ShopperFood | undefined;
  standardIngredientId: string | null;
  need: Need;
  /** What older ticks (per dimension, per meal, on custom items) cover, and how many parts they tick. */
  ticked: Need;
  tickedParts: number;
  parts: AggregatedItem[];
}

/**
 * Joins the aggregation's lines of one food, however they were linked, named or measured. Lines
 * are found by catalogue id or by name, each in its own table, so the key is built once per line
 * rather than for every part.
 */
function joinFoods(items: readonly AggregatedItem[], catalogue: readonly StandardIngredient[]): PendingLine[] {
  const foods = foodsById(catalogue);
  const byFood = new Map<string, PendingLine>();
  const byName = new Map<string, PendingLine>();
  const lines: PendingLine[] = [];
  for (const item of items) {
    const food = item.standardIngredientId === null ? (identifyFood(item.name, catalogue) ?? undefined) : foods.get(item.standardIngredientId);
    const standardIngredientId = item.standardIngredientId ?? food?.id ?? null;
    const table = standardIngredientId === null ? byName : byFood;
    const mergeOn = standardIngredientId ?? itemLineKey(item.name);
    let line = table.get(mergeOn);
    if (!line) {
      const key = standardIngredientId === null ? itemLineKey(item.name) : foodLineKey(standardIngredientId);
      line = { key, food, standardIngredientId, need: emptyNeed(), ticked: emptyNeed(), tickedParts: 0, parts: [] };
      table.set(mergeOn, line);
      lines.push(line);
    }
    const base = toBaseQuantity(item.quantity, item.unit);
    line.need[item.dimension] += base;
    if (item.checked) {
      line.ticked[item.dimension] += base;
      line.tickedParts += 1;
    }
    line.parts.push(item);
  }
  return lines;
}

/**
 * The stored keys that tick a food's line besides its own: the name keys its parts had on a
 * device that did not have the catalogue yet, which ticked 'farine de sarrasin' as a name.
 */
function nameKeysOf(line: PendingLine): ShopperLineKey[] {
  const keys: ShopperLineKey[] = [];
  if (line.standardIngredientId === null) return keys;
  for (const part of line.parts) {
    const key = itemLineKey(part.name);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** The stored ticks by line key. */
type StoredTicks = ReadonlyMap<string, StoredShopperTick>;

/** The line's own tick (or one taken under its name), else what its older ticks cover: all of it (ticked as before), or some parts. */
function tickOf(line: PendingLine, nameKeys: readonly ShopperLineKey[], ticks: StoredTicks): StoredShopperTick | undefined {
  const own = ticks.get(line.key);
  if (own !== undefined) return own;
  for (const key of nameKeys) {
    const byName = ticks.get(key);
    if (byName !== undefined) return byName;
  }
  if (line.tickedParts === 0) return undefined;
  return line.tickedParts === line.parts.length ? true : { covered: line.ticked };
}

/** A line, and whether the cupboard covers all of it. */
interface FinishedLine {
  line: ShopperLine;
  inCupboard: boolean;
}

function finish(pending: PendingLine, ticks: StoredTicks, stock: PantryStock | undefined): FinishedLine {
  const { food } = pending;
  const [first] = pending.parts;
  const need = lineNeed(pending.need, food);
  // Only a catalogue food can be in the cupboard, which keeps one entry per food.
  const entry = pending.standardIngredientId === null ? undefined : stock?.get(pending.standardIngredientId);
  const { remaining, fromCupboard, whole } = subtractStock(need, entry, food);
  const cupboard = isCupboardFood(food);
  // Whether a staple's line is a check or shows an amount depends on what the recipes ask, not on what is at home.
  const checkOnly = cupboard && isCheckOnly(need);
  const amount = checkOnly ? [] : shoppingAmount(whole ? fromCupboard : remaining, food);
  const nameKeys = nameKeysOf(pending);
  const tick = tickOf(pending, nameKeys, ticks);
  // A look in the cupboard covers any spoonful: only a real amount can reopen it. A tick covers
  // what was left to buy, so a cupboard that shrinks reopens the line with what it no longer covers.
  const state = checkOnly && tick !== undefined ? { kind: 'ticked' as const } : tickState(remaining, tick, food);
  const toBuy = whole ? [] : state.kind === 'open' ? amount : state.kind === 'reopened' ? shoppingAmount(state.remaining, food) : [];
  const line: ShopperLine = {
    key: pending.key,
    name: food?.name ?? first?.name ?? '',
    standardIngredientId: pending.standardIngredientId,
    category: food?.category ?? first?.category ?? 'other',
    cupboard,
    need,
    fromCupboard,
    amount,
    state,
    toBuy,
    parts: pending.parts,
    tickKeys: [pending.key, ...nameKeys].filter((key) => ticks.has(key)),
    countUnit: countUnitOf(food?.buyingUnit),
  };
  return { line, inCupboard: whole };
}

const aisleOrder: ReadonlyMap<string, number> = new Map(groceryCategories.map((category, index) => [category, index]));

/**
 * The list a shopper reads: one line per food across recipes, custom items and units, in what
 * shops sell (shoppingAmount), less what the cupboard holds (subtractStock); staples in the
 * 'Placard' group after the aisles, then the needs the cupboard covers whole ('Déjà au
 * placard'). Lines by aisle, then name.
 */
export function buildShoppingList({ items, catalogue, ticks = {}, stock }: ShoppingListInput): ShoppingList {
  // Each build's line keys are new strings: a map finds them faster than an object's properties.
  const stored: StoredTicks = new Map(Object.entries(ticks));
  const lines = joinFoods(items, catalogue).map((pending) => {
    const { line, inCupboard } = finish(pending, stored, stock);
    return { line, inCupboard, aisle: aisleOrder.get(line.category) ?? -1, sortName: nameSortKey(line.name) };
  });
  lines.sort((a, b) => a.aisle - b.aisle || (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.line.key < b.line.key ? -1 : 1));
  const groups: ShopperGroup[] = [];
  const cupboard: ShopperLine[] = [];
  const inStock: ShopperLine[] = [];
  for (const { line, inCupboard } of lines) {
    if (inCupboard) inStock.push(line);
    else if (line.cupboard) cupboard.push(line);
    else {
      const last = groups.at(-1);
      if (last?.kind === 'aisle' && last.category === line.category) last.lines.push(line);
      else groups.push({ kind: 'aisle', category: line.category, labelKey: groceryCategoryLabelKey(line.category), color: groceryCategoryColors[line.category], lines: [line] });
    }
  }
  if (cupboard.length > 0) groups.push({ kind: 'cupboard', labelKey: CUPBOARD_LABEL_KEY, lines: cupboard });
  if (inStock.length > 0) groups.push({ kind: 'inCupboard', labelKey: IN_CUPBOARD_LABEL_KEY, lines: inStock });
  return { groups };
}

/**
 * The aggregated lines whose food's line is ticked, by key: what a view of the list that still
 * shows one line per unit (the shared page) reads as ticked when a member ticked the food.
 */
export function keysTickedByFood(shopping: ShoppingList): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const line of shopping.groups.flatMap((group) => group.lines)) {
    if (line.state.kind === 'ticked') for (const part of line.parts) keys.add(part.key);
  }
  return keys;
}
