// What the rest of the app may use of the grocery feature. The planner builds on it: each of
// its actions adds the list's side to its own transaction (planMealRefChange).
export { GroceryListPage } from './components/grocery-list-page';
export type { MealRefChange, PlannedListChange } from './grocery-state';
export { followGroceryList, useGrocery } from './store';
