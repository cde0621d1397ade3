// The grocery list's Firestore access.
export { newGroceryListId } from './grocery-refs';
export { addMealRefWrite, createListWithMealRefWrite, removeMealRefWrite, setMealRefPortionsWrite } from './meal-ref-writes';
export { archiveListWrite } from './archive-writes';
export { commitWrites } from './commit-writes';
export { archiveLegacyListWrite, findActiveLegacyListIds } from './legacy-lists';
export { addCustomItem, newCustomItemId, removeCustomItem, setCustomItemQuantity, type NewCustomItem } from './custom-item-writes';
export { addMealRefs, removeMealRefs } from './meal-ref-list-writes';
export { setMealPortions, watchMealsWhen } from './meal-portions-writes';
export { openList, type ListToOpen } from './open-list';
export { sendListByEmail } from './send-list-email';
export { tickSharedLine, watchSharedList } from './shared-list';
export { archiveSharedListWrite, publishSharedListWrite, shareListWrite } from './shared-list-writes';
export { tickLine, untickLine, untickWrite } from './tick-writes';
export { watchActiveGroceryList } from './watch-active-list';
