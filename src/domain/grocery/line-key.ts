import type { Unit } from '../recipes/units';
import { dimensionOf, type UnitDimension } from './unit-dimensions';

/**
 * A line's identity, which is also what its tick is stored against (checkedItems.{key}). It
 * holds what the line merges on and the dimension, never the unit it is shown in: adding a
 * meal that brings a kilogram of flour to 500 g keeps the flour line, and its tick, the same.
 *
 * Keys are free text (names may hold dots or slashes): write them with a FieldPath, not a
 * dotted string.
 */
export type GroceryLineKey = `std:${string}:${UnitDimension}` | `name:${string}:${UnitDimension}`;

/** How an older list ticked one ingredient line of one meal, kept as a key of the same map. */
export type EntryTickKey = `entry:${string}:${string}`;

// Runs of whitespace, or whitespace other than a plain space (tabs, no-break spaces).
const unusualSpaces = /\s{2,}|[^\S ]/;

/**
 * A name as lines merge on it: lower-cased, whitespace collapsed and trimmed. Accents are kept,
 * so "pâte" (dough) and "pâté" stay two lines.
 */
export function normalizeItemName(name: string): string {
  const trimmed = name.toLowerCase().trim();
  // Most names need no collapsing: testing first is twice as fast as always replacing.
  return unusualSpaces.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

export function standardLineKey(standardIngredientId: string, dimension: UnitDimension): GroceryLineKey {
  return `std:${standardIngredientId}:${dimension}`;
}

/** The key of a line: its catalogue ingredient when it has one, else its name, plus dimension. */
export function groceryLineKey(
  line: { name: string; standardIngredientId?: string | null | undefined },
  dimension: UnitDimension,
): GroceryLineKey {
  return line.standardIngredientId
    ? standardLineKey(line.standardIngredientId, dimension)
    : `name:${normalizeItemName(line.name)}:${dimension}`;
}

/** The key an older {standardIngredientId, unit} tick reads as: that ingredient in that unit's dimension. */
export function standardTickKey(standardIngredientId: string, unit: Unit): GroceryLineKey {
  return standardLineKey(standardIngredientId, dimensionOf(unit));
}

/** The key an older {mealEntryId, ingredientId} tick reads as. */
export function entryTickKey(mealEntryId: string, ingredientId: string): EntryTickKey {
  return `entry:${mealEntryId}:${ingredientId}`;
}
