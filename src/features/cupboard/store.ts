import type { PantryEntry, PantryStock, StockChange } from '@/domain/cupboard/pantry-entry';
import { createStore } from '@/lib/create-store';

/**
 * A stand-in for the cupboard's store, built on another branch (issue 26): the public API the
 * planner and the cookbook code against, applying changes locally. The real store replaces it.
 */
interface CupboardState {
  entries: Record<string, PantryEntry>;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  stock: (changes: readonly StockChange[]) => Promise<boolean>;
}

const nothing = (amount: number) => Math.max(0, amount);

export const useCupboard = createStore<CupboardState>((set) => ({
  entries: {},
  status: 'idle',
  error: null,
  stock: async (changes) => {
    set((state) => {
      const entries = { ...state.entries };
      for (const { foodId, amounts } of changes) {
        const entry = entries[foodId] ?? { organizationId: '', foodId, mass: 0, volume: 0, count: 0, staple: false, updatedAt: null };
        entries[foodId] = { ...entry, mass: nothing(entry.mass + amounts.mass), volume: nothing(entry.volume + amounts.volume), count: nothing(entry.count + amounts.count) };
      }
      return { entries };
    });
    return true;
  },
}));

let lastEntries: Record<string, PantryEntry> | null = null;
let lastStock: PantryStock = new Map();

/** The cupboard by food id, the same Map while the entries do not change. */
export function selectPantryStock(state: Pick<CupboardState, 'entries'>): PantryStock {
  if (state.entries !== lastEntries) {
    lastEntries = state.entries;
    lastStock = new Map(Object.entries(state.entries));
  }
  return lastStock;
}
