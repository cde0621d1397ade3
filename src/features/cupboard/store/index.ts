import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
import { whenState } from '@/lib/when-state';
import { selectPantryStock } from './selectors';
import { initialCupboardState, type CupboardStore } from './state';
import { followCupboardSlice } from './live/follow-cupboard';
import { stockActions } from './actions/stock';

export const useCupboard = createStore<CupboardStore>((set, get) => ({
  ...initialCupboardState,
  ...followCupboardSlice(set),
  ...stockActions(set, get),
  clearError: () => set({ error: null }),
}));

/** The household's cupboard as a query of the app shell (DESIGN.md §1). */
export const followCupboard: HouseholdQuery = (scope) => useCupboard.getState().start(scope);

/** How long cooking waits for the cupboard's first answer: the shell starts it after the week shows. */
export const CUPBOARD_ANSWER_WAIT_MS = 10_000;

type StockPort = Pick<CupboardStore, 'planStock'> & {
  /** Resolves whether the stock is the household's, once the cupboard has answered (or failed, or not within the wait): cooking takes from it only then. */
  loaded: () => Promise<boolean>;
  /** What the pantry holds of each food now. */
  pantryStock: () => ReturnType<typeof selectPantryStock>;
};

/**
 * What the shopping list (putting ticked lines away) and the planner (cooking a meal) ask of the
 * cupboard: what it holds, and the stock's write for their own batch, shown at once (planStock).
 */
export const stockPort: StockPort = {
  loaded: async () => {
    await whenState(useCupboard, ({ status }) => status === 'loaded' || status === 'failed', CUPBOARD_ANSWER_WAIT_MS);
    return useCupboard.getState().status === 'loaded';
  },
  pantryStock: () => selectPantryStock(useCupboard.getState()),
  planStock: (changes) => useCupboard.getState().planStock(changes),
};
