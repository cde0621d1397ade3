import { useCupboard } from '.';
import { selectPantryStock } from './selectors';
import type { CupboardStore } from './state';

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
