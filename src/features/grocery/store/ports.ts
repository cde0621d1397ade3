import { useGrocery } from '.';
import type { GroceryStore } from './state';

type PlannerListPort = Pick<GroceryStore, 'listAnswered' | 'planMealRefChange' | 'addMeals' | 'takeBackMeals'>;

/**
 * What the planner asks of the shopping list: each of its actions adds the list's side to its own
 * batch (planMealRefChange, once the list has answered), and a week planned at once joins the
 * list right behind its batch (addMeals), taken back if the batch is refused (takeBackMeals).
 */
export const plannerListPort: PlannerListPort = {
  listAnswered: () => useGrocery.getState().listAnswered(),
  planMealRefChange: (change) => useGrocery.getState().planMealRefChange(change),
  addMeals: (meals) => useGrocery.getState().addMeals(meals),
  takeBackMeals: (mealEntryIds) => useGrocery.getState().takeBackMeals(mealEntryIds),
};
