import { isInCupboard, type PantryEntry, type PantryStock } from '@/domain/cupboard/pantry-entry';
import type { CupboardStore } from './state';

type Entries = CupboardStore['entries'];

let lastEntries: Entries | null = null;
let lastStock: PantryStock = new Map();

/**
 * The cupboard as the list, cooking and the ranking read it: the foods it holds (some amount, or
 * a staple), by food id. Memoised on the entries, so a selector subscriber re-renders only when
 * the cupboard changed.
 */
export function selectPantryStock(state: CupboardStore): PantryStock {
  if (state.entries !== lastEntries) {
    lastEntries = state.entries;
    lastStock = new Map(
      Object.values(state.entries)
        .filter(isInCupboard)
        .map(({ foodId, mass, volume, count, staple }) => [foodId, { foodId, mass, volume, count, staple }]),
    );
  }
  return lastStock;
}

let lastShownEntries: Entries | null = null;
let lastShown: readonly PantryEntry[] = [];

/** The foods the page shows, in no particular order (the page sorts them by name). */
export function selectCupboardEntries(state: CupboardStore): readonly PantryEntry[] {
  if (state.entries !== lastShownEntries) {
    lastShownEntries = state.entries;
    lastShown = Object.values(state.entries).filter(isInCupboard);
  }
  return lastShown;
}

export const selectCupboardStatus = (state: CupboardStore) => state.status;
export const selectCupboardError = (state: CupboardStore) => ({ error: state.error, clearError: state.clearError });
export const selectCupboardActions = (state: CupboardStore) => ({
  stock: state.stock,
  setAmount: state.setAmount,
  setStaple: state.setStaple,
  remove: state.remove,
});
