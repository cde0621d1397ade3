// The grocery list's Firestore access.
export { newGroceryListId } from './grocery-refs';
export { addMealRefWrite, createListWithMealRefWrite, removeMealRefWrite, setMealRefPortionsWrite } from './meal-ref-writes';
export { tickLine, untickLine } from './tick-writes';
export { watchActiveGroceryList } from './watch-active-list';
