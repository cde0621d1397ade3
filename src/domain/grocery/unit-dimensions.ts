import type { Unit } from '../recipes/units';

/**
 * What a quantity measures. Quantities merge only within one dimension: never volume with
 * mass (a litre of flour is not a kilogram), never pieces with anything, and a line without a
 * unit only with other lines without one.
 */
export const unitDimensions = ['mass', 'volume', 'count', 'none'] as const;

export type UnitDimension = (typeof unitDimensions)[number];

/** A line's unit as it may arrive: one of the enumeration, or nothing ('' and null included). */
export type LineUnit = Unit | '' | null | undefined;

interface UnitMeasure {
  dimension: Exclude<UnitDimension, 'none'>;
  /** How many of the dimension's base unit (gram, millilitre, piece) one of this unit holds. */
  toBase: number;
}

/** French kitchen measures: a teaspoon is 5 ml, a tablespoon 15 ml, a cup 250 ml. */
const measures: Readonly<Record<Unit, UnitMeasure>> = {
  piece: { dimension: 'count', toBase: 1 },
  gram: { dimension: 'mass', toBase: 1 },
  kilogram: { dimension: 'mass', toBase: 1000 },
  milliliter: { dimension: 'volume', toBase: 1 },
  centiliter: { dimension: 'volume', toBase: 10 },
  deciliter: { dimension: 'volume', toBase: 100 },
  liter: { dimension: 'volume', toBase: 1000 },
  teaspoon: { dimension: 'volume', toBase: 5 },
  tablespoon: { dimension: 'volume', toBase: 15 },
  cup: { dimension: 'volume', toBase: 250 },
};

/** True for the units of the enumeration, false for anything else ('oz', 'L', a number…). */
export function isKnownUnit(value: unknown): value is Unit {
  return typeof value === 'string' && Object.hasOwn(measures, value);
}

/** The dimension of a unit; a missing or empty unit is its own dimension, 'none'. */
export function dimensionOf(unit: LineUnit): UnitDimension {
  return unit ? measures[unit].dimension : 'none';
}

/** A quantity in its dimension's base unit (grams, millilitres, pieces); unitless stays as is. */
export function toBaseQuantity(quantity: number, unit: LineUnit): number {
  return unit ? quantity * measures[unit].toBase : quantity;
}

/** A base quantity (grams, millilitres, pieces) expressed in `unit`. */
export function fromBaseQuantity(base: number, unit: LineUnit): number {
  return unit ? base / measures[unit].toBase : base;
}

// Sums of scaled quantities carry float noise (999.9999999 ml): thresholds allow for it.
const EPSILON = 1e-9;

// Measures a French shopper reads as millilitres rather than centilitres.
const millilitreLikeUnits: ReadonlySet<Unit> = new Set(['milliliter', 'teaspoon', 'tablespoon', 'cup']);

/**
 * The unit a person would write for a merged quantity, given its sources' units (in the order
 * met, repeats allowed) and its total in the dimension's base unit. A line whose sources all use one unit
 * keeps it (3 tablespoons stay 3 tablespoons, 2 × 750 g stay 1 500 g: what the recipes say is
 * never rewritten). Mixed units pick the natural metric unit of the total: kilograms from
 * 1 000 g (600 g + 1 kg → 1,6 kg) else grams; litres from 1 000 ml (50 cl + 1 l → 1,5 l);
 * below that millilitres when a source is in millilitres or spoons (2 tbsp + 100 ml → 130 ml),
 * else centilitres (0,2 l + 5 cl → 25 cl).
 */
export function displayUnitFor(sourceUnits: readonly Unit[], base: number): Unit | null {
  const [first] = sourceUnits;
  if (first === undefined) return null;
  if (sourceUnits.every((unit) => unit === first)) return first;
  if (measures[first].dimension === 'mass') return base >= 1000 - EPSILON ? 'kilogram' : 'gram';
  if (base >= 1000 - EPSILON) return 'liter';
  for (const unit of sourceUnits) if (millilitreLikeUnits.has(unit)) return 'milliliter';
  return 'centiliter';
}
