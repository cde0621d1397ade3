import type { Unit } from '../recipes/units';
import type { GroceryCategory } from './categories';
import { GroceryAggregationError, type AggregatableLine, type AggregatedSource } from './grocery-line';
import { keptText } from '../shared/kept-text';
import { normalizeItemName, standardLineKey, type GroceryLineKey } from './line-key';
import { dimensionOf, isKnownUnit, toBaseQuantity, type UnitDimension } from './unit-dimensions';

// The working parts of aggregateGroceryList: lines checked once, then totalled in one table.

/** An ingredient line or custom item checked once, ready to add to its line. */
export interface PreparedLine {
  /** The line it merges in: its catalogue ingredient, else its normalised name, and its dimension. */
  key: GroceryLineKey;
  dimension: UnitDimension;
  unit: Unit | null;
  /** How many of the dimension's base unit one of its unit holds. */
  toBase: number;
  name: string;
  category: GroceryCategory;
  standardIngredientId: string | null;
}

/** A line being built. */
export interface LineTotal extends Omit<PreparedLine, 'toBase'> {
  /** The distinct units of its sources (at most seven: an array beats a Set here). */
  units: Unit[];
  /** In the dimension's base unit (grams, millilitres, pieces). */
  base: number;
  /** In the first source's unit; the total shown while every source shares that unit. */
  sameUnit: number;
  sources: AggregatedSource[];
  customChecked: boolean;
  /** One of its meal sources is ticked the older way, by meal and ingredient line. */
  entryTicked: boolean;
}

// A list's custom items are read anew on every change to it, but their names come back: each
// name's merging form is kept (recipes keep their lines, prepared once: prepareRecipeLines).
const normalizedName = keptText(normalizeItemName);

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
  return {
    key: standardIngredientId === null ? `name:${normalizedName(line.name)}:${dimension}` : standardLineKey(standardIngredientId, dimension),
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

// A list is aggregated on every change, and its recipes, read apart from the list, come back
// each time as the same objects (a change to a recipe arrives as a new one): each recipe's lines
// are checked once rather than on every aggregation.
const checkedRecipeLines = new WeakMap<readonly AggregatableLine[], readonly CheckedLine<AggregatableLine>[]>();

/** prepare for each line of a recipe, kept with the lines. `what` names a line in the error. */
export function prepareRecipeLines(lines: readonly AggregatableLine[], what: (line: AggregatableLine) => string): readonly CheckedLine<AggregatableLine>[] {
  let checked = checkedRecipeLines.get(lines);
  if (!checked) {
    checked = lines.map((line) => ({ line, prepared: prepare(line, () => what(line)) }));
    checkedRecipeLines.set(lines, checked);
  }
  return checked;
}

/** Lines by key: the key is built once per recipe line or custom item, not for every source. */
export class LineTables {
  private readonly byKey = new Map<GroceryLineKey, LineTotal>();
  readonly lines: LineTotal[] = [];

  /** Adds a source to its line, made on its first source, and returns the line. */
  add(prepared: PreparedLine, source: AggregatedSource): LineTotal {
    let total = this.byKey.get(prepared.key);
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
        customChecked: false,
        entryTicked: false,
      };
      this.byKey.set(prepared.key, total);
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
}
