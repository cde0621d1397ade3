import type { Unit } from '../recipes/units';
import type { GroceryCategory } from './categories';
import { GroceryAggregationError, type AggregatableLine, type AggregatedSource } from './grocery-line';
import { groceryLineKey, normalizeItemName, type GroceryLineKey } from './line-key';
import { dimensionOf, isKnownUnit, toBaseQuantity, unitDimensions, type UnitDimension } from './unit-dimensions';

// The working parts of aggregateGroceryList: lines checked once, then totalled in tables.

/** An ingredient line or custom item checked once, ready to add to its line. */
export interface PreparedLine {
  /** Which of the line tables it merges in: by catalogue id or by name, per dimension. */
  table: number;
  /** Its catalogue id, or its normalised name. */
  mergeOn: string;
  dimension: UnitDimension;
  unit: Unit | null;
  name: string;
  category: GroceryCategory;
  standardIngredientId: string | null;
}

/** A line being built. */
export interface LineTotal extends Omit<PreparedLine, 'table' | 'mergeOn'> {
  key: GroceryLineKey;
  /** The distinct units of its sources (at most seven: an array beats a Set here). */
  units: Unit[];
  /** In the dimension's base unit (grams, millilitres, pieces). */
  base: number;
  /** In the first source's unit; the total shown while every source shares that unit. */
  sameUnit: number;
  sources: AggregatedSource[];
  customChecked: boolean;
}

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
    table: (standardIngredientId === null ? unitDimensions.length : 0) + unitDimensions.indexOf(dimension),
    mergeOn: standardIngredientId ?? normalizeItemName(line.name),
    dimension,
    unit,
    name: line.name.trim(),
    category: line.category,
    standardIngredientId,
  };
}

/**
 * Lines by what they merge on, one table per kind and dimension: looking a line up by its
 * catalogue id or name, rather than by a key built for each source, keeps the hot loop free of
 * string building (the key is built once per line).
 */
export class LineTables {
  private readonly tables = Array.from({ length: 2 * unitDimensions.length }, () => new Map<string, LineTotal>());
  readonly lines: LineTotal[] = [];

  lineFor(prepared: PreparedLine): LineTotal {
    const table = this.tables[prepared.table] ?? fail(`No line table ${prepared.table}`);
    const found = table.get(prepared.mergeOn);
    if (found) return found;
    // Spelled out rather than spread: a spread of this size leaves V8 a slow dictionary object.
    const total: LineTotal = {
      key: groceryLineKey({ name: prepared.mergeOn, standardIngredientId: prepared.standardIngredientId }, prepared.dimension),
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
    };
    table.set(prepared.mergeOn, total);
    this.lines.push(total);
    return total;
  }
}

export function addTo(lines: LineTables, prepared: PreparedLine, source: AggregatedSource, customChecked: boolean): void {
  const total = lines.lineFor(prepared);
  // A line linked to the catalogue may have a blank name: the next source's name does.
  if (total.name === '') total.name = prepared.name;
  if (prepared.unit && !total.units.includes(prepared.unit)) total.units.push(prepared.unit);
  total.base += toBaseQuantity(source.quantity, prepared.unit);
  total.sameUnit += source.quantity;
  total.sources.push(source);
  total.customChecked ||= customChecked;
}
