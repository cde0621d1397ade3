import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
import * as data from './data';
import { initialGroceryState, type GroceryStore } from './grocery-state';
import { planMealRefChange } from './meal-ref-changes';

export const useGrocery = createStore<GroceryStore>((set, get) => ({
  ...initialGroceryState,

  follow: ({ organizationId }) => {
    set({ ...initialGroceryState, status: 'loading' });
    const stop = data.watchActiveGroceryList(
      organizationId,
      (list, olderShape) => set({ list, olderShape, status: 'loaded' }),
      (error) => {
        console.error('Grocery list subscription failed', error);
        set({ status: 'failed' });
      },
    );
    return () => {
      stop();
      set(initialGroceryState);
    };
  },

  planMealRefChange: planMealRefChange(set, get),
}));

/** The household's active list as a query of the app shell (DESIGN.md §1): the planner and the list both follow it. */
export const followGroceryList: HouseholdQuery = (scope) => useGrocery.getState().follow(scope);
