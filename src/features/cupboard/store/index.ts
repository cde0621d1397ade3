import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
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

type StockPort = Pick<CupboardStore, 'planStock'> & {
  /** Whether the stock shown is the household's: cooking takes from it only then. */
  isLoaded: () => boolean;
  /** What the pantry holds of each food now. */
  pantryStock: () => ReturnType<typeof selectPantryStock>;
};

/**
 * What the shopping list (putting ticked lines away) and the planner (cooking a meal) ask of the
 * cupboard: what it holds, and the stock's write for their own batch, shown at once (planStock).
 */
export const stockPort: StockPort = {
  isLoaded: () => useCupboard.getState().status === 'loaded',
  pantryStock: () => selectPantryStock(useCupboard.getState()),
  planStock: (changes) => useCupboard.getState().planStock(changes),
};
