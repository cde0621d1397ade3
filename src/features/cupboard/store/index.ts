import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
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
