import { useCallback } from 'react';
import type { GroceryStore, MealToList } from '../grocery-state';
import { useGrocery } from '../store';

const selectAddMeals = (state: GroceryStore) => state.addMeals;

/**
 * Adds planned meals to the list by hand (automation off) and answers whether it worked, so the
 * planner can say so where the user clicked: addMeals leaves a refusal in the store's `error`.
 */
export function useAddMealsToList(): (meals: readonly MealToList[]) => Promise<boolean> {
  const addMeals = useGrocery(selectAddMeals);
  return useCallback(
    async (meals) => {
      // A failure left from an earlier attempt would read as this one's.
      useGrocery.getState().dismissError();
      try {
        await addMeals(meals);
      } catch (cause) {
        console.error('Adding meals to the grocery list failed', cause);
        return false;
      }
      return useGrocery.getState().error === null;
    },
    [addMeals],
  );
}
