import { RECIPE_MAX_INGREDIENT_LINES } from '../recipes/recipe-limits';
import type { Unit } from '../recipes/units';
import type { GroceryCategory } from './categories';
import { GroceryAggregationError, type AggregatableLine, type AggregatedSource } from './grocery-line';
import { GROCERY_LIST_MAX_CUSTOM_ITEMS, GROCERY_LIST_MAX_MEAL_ENTRY_REFS } from './grocery-list';
import { keptText } from '../shared/kept-text';
import { normalizeItemName, standardLineKey, type GroceryLineKey } from './line-key';
import { LineSlots } from './line-slots';
import { dimensionOf, isKnownUnit, toBaseQuantity, type UnitDimension } from './unit-dimensions';

// The working parts of aggregateGroceryList: lines checked once, then totalled in one table.

/** An ingredient line or custom item checked once, ready to add to its line. */
export interface PreparedLine {
  /** The line it merges in: its catalogue ingredient, else its normalised name, and its dimension. */
  key: GroceryLineKey;
  /** The key's number in lineSlots, in the generation it was prepared in. */
  slot: number;
  dimension: UnitDimension;
  unit: Unit | null;
  /** How many of the dimension's base unit one of its unit holds. */
  toBase: number;
  name: string;
  category: GroceryCategory;
  standardIngredientId: string | null;
}

/** A line being built. */
export interface LineTotal extends Omit<PreparedLine, 'toBase' | 'slot'> {
  /** The distinct units of its sources (at most seven: an array beats a Set here). */
  units: Unit[];
  /** In the dimension's base unit (grams, millilitres, pieces). */
  base: number;
  /** In the first source's unit; the total shown while every source shares that unit. */
  sameUnit: number;
  sources: AggregatedSource[];
  /** Ticked by its stored key, by one of its custom items, or the older way on one of its meals. */
  checked: boolean;
}

// A list's custom items are read anew on every change to it, but their names come back: each
// name's key is kept, per dimension (recipes keep their lines, prepared once: prepareRecipeLines).
// A key built anew would also have its hash worked out again when lineSlots looks it up.
const keptNameKey = (dimension: UnitDimension) => keptText((name): GroceryLineKey => `name:${normalizeItemName(name)}:${dimension}`);
const nameKeys: Readonly<Record<UnitDimension, (name: string) => GroceryLineKey>> = {
  mass: keptNameKey('mass'),
  volume: keptNameKey('volume'),
  count: keptNameKey('count'),
  none: keptNameKey('none'),
};

// As many keys as one list at its caps can make, so that no list starts a new generation on
// every build; a household's foods in their dimensions stay far below it.
export const LINE_SLOT_LIMIT = GROCERY_LIST_MAX_MEAL_ENTRY_REFS * RECIPE_MAX_INGREDIENT_LINES + GROCERY_LIST_MAX_CUSTOM_ITEMS;
const lineSlots = new LineSlots(LINE_SLOT_LIMIT);

export function fail(message: string): never {
  throw new GroceryAggregationError(message);
}

/**
 * Checks a line and says where it merges, or null for a line that names nothing (blank name,
 * no catalogue link). `what` names it in the error, built only when there is one.
 */
export function prepare(line: Omit<AggregatableLine, 'id'>, what: () => string): PreparedLine | null {
  if (typeof line.name !== 'string') fail(`${what()} has no name`);
  if (typeof line.quantity !== 'number' || !Number.isFinite(line.quantity) || line.quantity < 0) {
    fail(`${what()} has an invalid quantity: ${String(line.quantity)}`);
  }
  const unit = line.unit || null;
  if (unit !== null && !isKnownUnit(unit)) fail(`${what()} has an unknown unit: ${String(unit)}`);
  const standardIngredientId = line.standardIngredientId || null;
  if (standardIngredientId === null && line.name.trim() === '') return null;
  const dimension = dimensionOf(unit);
  const key = standardIngredientId === null ? nameKeys[dimension](line.name) : standardLineKey(standardIngredientId, dimension);
  return {
    key,
    slot: lineSlots.slotOf(key),
    dimension,
    unit,
    toBase: toBaseQuantity(1, unit),
    name: line.name.trim(),
    category: line.category,
    standardIngredientId,
  };
}

/** A recipe line with what prepare made of it. */
interface CheckedLine<L> {
  line: L;
  prepared: PreparedLine | null;
}

/** A recipe's checked lines, with the generation of lineSlots their numbers belong to. */
interface CheckedRecipeLines {
  generation: number;
  lines: readonly CheckedLine<AggregatableLine>[];
}

// A list is aggregated on every change, and its recipes, read apart from the list, come back
// each time as the same objects (a change to a recipe arrives as a new one): each recipe's lines
// are checked once rather than on every aggregation.
const checkedRecipeLines = new WeakMap<readonly AggregatableLine[], CheckedRecipeLines>();

/** prepare for each line of a recipe, kept with the lines. `what` names a line in the error. */
export function prepareRecipeLines(lines: readonly AggregatableLine[], what: (line: AggregatableLine) => string): readonly CheckedLine<AggregatableLine>[] {
  let checked = checkedRecipeLines.get(lines);
  if (checked?.generation !== lineSlots.generation) {
    checked = { generation: lineSlots.generation, lines: lines.map((line) => ({ line, prepared: prepare(line, () => what(line)) })) };
    checkedRecipeLines.set(lines, checked);
  }
  return checked.lines;
}

/** One build's lines, found by their key's number: the key is numbered once per recipe line or custom item, not for every source. */
export class LineTables {
  private readonly bySlot: (LineTotal | undefined)[];
  readonly lines: LineTotal[] = [];

  constructor() {
    lineSlots.startBuild();
    // Room for every number given so far; the few that new custom items take go past its end.
    this.bySlot = new Array<LineTotal | undefined>(lineSlots.size);
  }

  /** Adds a source to its line, made on its first source, and returns the line. */
  add(prepared: PreparedLine, source: AggregatedSource): LineTotal {
    let total = this.bySlot[prepared.slot];
    if (!total) {
      // Spelled out rather than spread: a spread of this size leaves V8 a slow dictionary object.
      total = {
        key: prepared.key,
        dimension: prepared.dimension,
        unit: prepared.unit,
        name: prepared.name,
        category: prepared.category,
        standardIngredientId: prepared.standardIngredientId,
        units: [],
        base: 0,
        sameUnit: 0,
        sources: [],
        checked: false,
      };
      this.bySlot[prepared.slot] = total;
      this.lines.push(total);
    }
    // A line linked to the catalogue may have a blank name: the next source's name does.
    if (total.name === '') total.name = prepared.name;
    if (prepared.unit && !total.units.includes(prepared.unit)) total.units.push(prepared.unit);
    total.base += source.quantity * prepared.toBase;
    total.sameUnit += source.quantity;
    total.sources.push(source);
    return total;
  }

  /** The line of a key, if this build has one. */
  find(key: string): LineTotal | undefined {
    const slot = lineSlots.find(key);
    return slot === undefined ? undefined : this.bySlot[slot];
  }
}
