import type { Unit } from '../recipes/units';
import { isQuantityEditable, type AggregatedSource } from './grocery-line';

/** How a custom line's quantity stepper reads the line and writes it back. */
export interface CustomLineQuantity {
  /** The custom item a new total is written to: the line's first. */
  itemId: string;
  unit: Unit | null;
  /** The line's total, which the stepper shows. */
  quantity: number;
  /**
   * What the line's other custom items add (the same name typed twice): they stay as they are,
   * so the total can go no lower than this plus one.
   */
  others: number;
}

type LineSources = { sources: readonly Pick<AggregatedSource, 'type' | 'id' | 'quantity' | 'unit'>[] };

/**
 * The stepper of a line the user typed (spec B §5: only a line whose first source is a custom
 * item). Null for any other line, and for one whose custom items are in different units or
 * whose others add up to a fraction (older lists stored text such as '1,5'): no whole total in
 * one unit could be written to its first item.
 */
export function customLineQuantity(line: LineSources): CustomLineQuantity | null {
  if (!isQuantityEditable(line)) return null;
  const [first, ...rest] = line.sources;
  if (!first || rest.some((source) => source.unit !== first.unit)) return null;
  const others = rest.reduce((total, source) => total + source.quantity, 0);
  if (!Number.isInteger(others)) return null;
  return { itemId: first.id, unit: first.unit, quantity: first.quantity + others, others };
}

/** What the line's first custom item must hold for the line to total `total`. */
export function firstItemQuantity(edit: CustomLineQuantity, total: number): number {
  return total - edit.others;
}

/** The custom items behind a line: removing the line removes them all, or it would stay. */
export function customItemIds(line: LineSources): string[] {
  return line.sources.filter((source) => source.type === 'custom').map((source) => source.id);
}
