// What the rest of the app may use of the grocery feature. The planner builds on it: each of
// its actions adds the list's side to its own transaction (plannerListPort), and its screen
// shows the list's panel and adds days to the list by hand (selectAddMeals, selectMealsOnList).
// The shell's Créer menu adds an item from any screen (AddGroceryItemDialog).
export { AddGroceryItemDialog } from './components/add-grocery-item-dialog';
export { GroceryPanel } from './components/grocery-panel';
export { PrintableGroceryListPage } from './components/printable-grocery-list-page';
export { SharedGroceryListPage } from './components/shared-grocery-list-page';
export type { MealRefChange, PlannedListChange } from './store/state';
export { selectAddMeals, selectMealsOnList } from './store/selectors';
export { followGroceryList, useGrocery } from './store';
export { plannerListPort } from './store';
