import type { PantryEntry, PantryStock, StockChange } from '@/domain/cupboard/pantry-entry';
import { createStore } from '@/lib/create-store';

// A stand-in for the cupboard's store, built on its own branch: the shopping list codes against
// its public face (state, selectPantryStock, stock), which the real store replaces at merge.

export interface CupboardState {
  entries: Readonly<Record<string, PantryEntry>>;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
}

export interface CupboardActions {
  /** Adds each change to its food's stock; true when written or queued offline. */
  stock: (changes: readonly StockChange[]) => Promise<boolean>;
}

export type CupboardStore = CupboardState & CupboardActions;

const initialCupboardState: CupboardState = { entries: {}, status: 'idle', error: null };

function withChange(entries: CupboardState['entries'], { foodId, amounts }: StockChange): CupboardState['entries'] {
  const entry = entries[foodId] ?? { organizationId: '', foodId, mass: 0, volume: 0, count: 0, staple: false, updatedAt: null };
  return {
    ...entries,
    [foodId]: { ...entry, mass: Math.max(0, entry.mass + amounts.mass), volume: Math.max(0, entry.volume + amounts.volume), count: Math.max(0, entry.count + amounts.count) },
  };
}

export const useCupboard = createStore<CupboardStore>((set) => ({
  ...initialCupboardState,
  stock: (changes) => {
    set((state) => ({ entries: changes.reduce(withChange, state.entries) }));
    return Promise.resolve(true);
  },
}));

let memo: { entries: CupboardState['entries']; stock: PantryStock } | null = null;

/** The cupboard by food id, the same Map while the entries are the same. */
export function selectPantryStock(state: CupboardState): PantryStock {
  if (memo?.entries !== state.entries) memo = { entries: state.entries, stock: new Map(Object.values(state.entries).map((entry) => [entry.foodId, entry])) };
  return memo.stock;
}
