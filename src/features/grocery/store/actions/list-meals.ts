import type { GroceryList, MealEntryRefFields } from '@/domain/grocery/grocery-list';
import type { EntryEdit } from '@/domain/grocery/list-entry-edits';
import { inWrites, mealsNotHeld, type MealToInclude } from '@/domain/grocery/list-write-chunks';
import { MAX_PORTIONS } from '@/domain/planner/meal-entry';
import * as data from '../../data';
import type { GroceryErrorKey, GrocerySlice } from '../state';
import { editableList, listPending, newHouseholdList, settle, showEdits, showOpenedList, whenListAnswered, type SetGrocery } from './list-edit';

const isPortions = (portions: number) => Number.isInteger(portions) && portions >= 1 && portions <= MAX_PORTIONS;

const refsOf = (meals: readonly MealToInclude[]): Record<string, MealEntryRefFields> =>
  Object.fromEntries(meals.map(({ mealEntryId, recipeId, portions }) => [mealEntryId, { recipeId, portions }]));

const additions = (meals: readonly MealToInclude[]): EntryEdit[] =>
  meals.map(({ mealEntryId, recipeId, portions }) => ({ map: 'mealEntryRefs', key: mealEntryId, before: null, after: { recipeId, portions } }));

/** Adds meals to a stored list, three per write (the rules' limit), each write taken back alone when refused. */
function addToList(set: SetGrocery, listId: string, writes: readonly MealToInclude[][]): Promise<boolean[]> {
  return Promise.all(
    writes.map((meals) => {
      const undo = showEdits(set, listId, additions(meals));
      return settle(set, () => data.addMealRefs(listId, refsOf(meals)), undo, 'grocery.errors.add');
    }),
  );
}

/** Takes the meals the list holds among these out of it, in one write. */
async function removeMeals(set: SetGrocery, list: GroceryList, mealEntryIds: readonly string[], error: GroceryErrorKey = 'grocery.errors.removeRecipe'): Promise<void> {
  const edits: EntryEdit[] = mealEntryIds.flatMap((key) => {
    const before = list.mealEntryRefs[key];
    return before ? [{ map: 'mealEntryRefs', key, before, after: null }] : [];
  });
  if (edits.length === 0) return;
  const undo = showEdits(set, list.id, edits);
  await settle(set, () => data.removeMealRefs(list.id, edits.map(({ key }) => key)), undo, error);
}

/** The list's planned meals (spec B §2, §4, §5): their portions (the meals' own), a recipe's removal, meals added by hand. */
export const listMealActions: GrocerySlice<'changeMealPortions' | 'removeRecipe' | 'takeBackMeals' | 'addMeals'> = (set, get, api) => ({
  changeMealPortions: async (mealEntryId, portions) => {
    if (!isPortions(portions)) {
      console.warn(`Portions in the list are an integer from 1 to ${MAX_PORTIONS}`, portions);
      return;
    }
    const list = editableList(set, get, 'grocery.errors.portions');
    if (list === undefined) return;
    const before = list?.mealEntryRefs[mealEntryId];
    if (!list || !before) {
      console.warn('No such meal in the grocery list', mealEntryId);
      return;
    }
    const undo = showEdits(set, list.id, [{ map: 'mealEntryRefs', key: mealEntryId, before, after: { ...before, portions } }]);
    await settle(set, () => data.setMealPortions(list.id, mealEntryId, portions), undo, 'grocery.errors.portions');
  },

  removeRecipe: async (recipeId) => {
    const list = editableList(set, get, 'grocery.errors.removeRecipe');
    if (list === undefined) return;
    const held = Object.entries(list?.mealEntryRefs ?? {}).filter(([, ref]) => ref.recipeId === recipeId);
    if (!list || held.length === 0) {
      console.warn('No meal of this recipe in the grocery list', recipeId);
      return;
    }
    await removeMeals(set, list, held.map(([mealEntryId]) => mealEntryId));
  },

  takeBackMeals: async (mealEntryIds) => {
    const list = editableList(set, get, 'grocery.errors.add');
    if (list) await removeMeals(set, list, mealEntryIds, 'grocery.errors.add');
  },

  addMeals: async (meals) => {
    if (listPending(get().status)) await whenListAnswered(api);
    const list = editableList(set, get, 'grocery.errors.add');
    if (list === undefined) return false;
    const writes = inWrites(mealsNotHeld(meals, list?.mealEntryRefs ?? {}));
    const [first, ...rest] = writes;
    if (!first) return true;
    if (list) return (await addToList(set, list.id, writes)).every(Boolean);
    // No active list: the first three meals open one, the others follow it in writes of their
    // own (the SDK sends one client's writes in order, so they reach the list once it exists).
    const opened = newHouseholdList();
    if (!opened) {
      console.warn('No household to open a grocery list in');
      set({ error: 'grocery.errors.add' });
      return false;
    }
    const undo = showOpenedList(set, opened, additions(first));
    const [openedOk, added] = await Promise.all([settle(set, () => data.openList(opened, { mealEntryRefs: refsOf(first) }), undo, 'grocery.errors.add'), addToList(set, opened.id, rest)]);
    return openedOk && added.every(Boolean);
  },
});
