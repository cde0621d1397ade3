/*
 * Changes shown before the database has answered their writes, laid over each answer of a live
 * query until lifted (see `optimistic`'s overlay). Only for changes that set values: laid again
 * over an answer that already holds them, they show the same.
 */

/** One change; each is its own function, so two that do the same are still two. */
export type Overlay<Value> = (value: Value) => Value;

/** What a store shows: the stored value with every change still on its way, in the order made. */
export const laidOver = <Value>(stored: Value, overlays: readonly Overlay<Value>[]): Value => overlays.reduce((shown, overlay) => overlay(shown), stored);

/** The overlays without one: null when it had been lifted already. */
export function withoutOverlay<Value>(overlays: readonly Overlay<Value>[], lifted: Overlay<Value>): Overlay<Value>[] | null {
  return overlays.includes(lifted) ? overlays.filter((overlay) => overlay !== lifted) : null;
}
