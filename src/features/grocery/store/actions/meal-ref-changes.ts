import { isGroceryAutomationOn } from '@/domain/household/household';
import type { GroceryList, MealEntryRefFields } from '@/domain/grocery/grocery-list';
import { readHousehold } from '@/features/household';
import * as data from '../../data';
import type { MealRefChange, PlannedListChange } from '../state';
import { newHouseholdList, showOpenedList, type GetGrocery, type SetGrocery } from './list-edit';

/** The list with one meal reference set (or, with null, removed). */
function withMealRef(list: GroceryList, mealEntryId: string, fields: MealEntryRefFields | null): GroceryList {
  const mealEntryRefs = Object.fromEntries(Object.entries(list.mealEntryRefs).filter(([id]) => id !== mealEntryId));
  return { ...list, mealEntryRefs: fields ? { ...mealEntryRefs, [mealEntryId]: fields } : mealEntryRefs };
}

/**
 * Shows one meal reference's change on the list; the undo puts back what it was, for this
 * reference only (what the live query brought meanwhile stays).
 */
function showMealRef(set: SetGrocery, listId: string, mealEntryId: string, fields: MealEntryRefFields | null, before: MealEntryRefFields | null) {
  const apply = (value: MealEntryRefFields | null) => set((state) => (state.list?.id === listId ? { list: withMealRef(state.list, mealEntryId, value) } : state));
  apply(fields);
  return () => apply(before);
}

/** The list's side of a planner action (spec B §4): see GroceryActions.planMealRefChange. */
export function planMealRefChange(set: SetGrocery, get: GetGrocery) {
  return (change: MealRefChange): PlannedListChange | null => {
    const { list, status, olderShape } = get();
    // Until the list has answered, a missing list may only be on its way: opening another would make two.
    if (status !== 'loaded' || (list && olderShape)) return null;
    const before = list?.mealEntryRefs[change.mealEntryId] ?? null;

    if (change.kind === 'add') {
      const household = readHousehold((state) => state.household);
      if (!household || !isGroceryAutomationOn(household)) return null;
      const fields = { recipeId: change.recipeId, portions: change.portions };
      if (list) {
        return { write: data.addMealRefWrite(list.id, change.mealEntryId, fields), show: () => showMealRef(set, list.id, change.mealEntryId, fields, before) };
      }
      const opened = newHouseholdList();
      if (!opened) return null;
      return {
        write: data.createListWithMealRefWrite(opened, change.mealEntryId, fields),
        show: () => showOpenedList(set, opened, [{ map: 'mealEntryRefs', key: change.mealEntryId, after: fields }]),
      };
    }

    // Portions and removals follow the meal wherever the list holds it, automation or not.
    if (!list || !before) return null;
    if (change.kind === 'portions') {
      const fields = { ...before, portions: change.portions };
      return { write: data.setMealRefPortionsWrite(list.id, change.mealEntryId, change.portions), show: () => showMealRef(set, list.id, change.mealEntryId, fields, before) };
    }
    return { write: data.removeMealRefWrite(list.id, change.mealEntryId), show: () => showMealRef(set, list.id, change.mealEntryId, null, before) };
  };
}
