import { isPending } from '@/domain/shared/load-status';
import type { GroceryList, MealEntryRefFields } from '@/domain/grocery/grocery-list';
import type { EntryEdit } from '@/domain/grocery/list-entry-edits';
import { inWrites, mealsNotHeld, type MealToInclude } from '@/domain/grocery/list-write-chunks';
import { MAX_PORTIONS } from '@/domain/planner/meal-entry';
import type { Outcome } from '@/domain/shared/outcome';
import { optimistic } from '@/lib/optimistic';
import * as data from '../../data';
import type { GroceryErrorKey, GrocerySlice } from '../state';
import { editableList, newHouseholdList, overlayEdits, showOpenedList, whenListAnswered, type SetGrocery } from './list-edit';

const isPortions = (portions: number) => Number.isInteger(portions) && portions >= 1 && portions <= MAX_PORTIONS;

const refsOf = (meals: readonly MealToInclude[]): Record<string, MealEntryRefFields> =>
  Object.fromEntries(meals.map(({ mealEntryId, recipeId, portions }) => [mealEntryId, { recipeId, portions }]));

const additions = (meals: readonly MealToInclude[]): EntryEdit[] =>
  meals.map(({ mealEntryId, recipeId, portions }) => ({ map: 'mealEntryRefs', key: mealEntryId, after: { recipeId, portions } }));

type ListOutcome = Outcome<GroceryErrorKey>;

/** Adds meals to a stored list, three per write (the rules' limit), each write taken back alone when refused. */
function addToList(set: SetGrocery, listId: string, writes: readonly MealToInclude[][]): Promise<ListOutcome[]> {
  return Promise.all(
    writes.map((meals) =>
      optimistic({
        overlay: () => overlayEdits(set, listId, additions(meals)),
        write: () => data.addMealRefs(listId, refsOf(meals)),
        error: 'grocery.errors.add',
        fail: (error) => set({ error }),
      }),
    ),
  );
}

/** Done when every write is, else the first refusal. */
const allDone = (outcomes: readonly ListOutcome[]): ListOutcome => outcomes.find((outcome) => !outcome.ok) ?? { ok: true };

/** Takes the meals the list holds among these out of it, in one write. */
async function removeMeals(set: SetGrocery, list: GroceryList, mealEntryIds: readonly string[], error: GroceryErrorKey = 'grocery.errors.removeRecipe'): Promise<void> {
  const edits: EntryEdit[] = mealEntryIds.flatMap((key) => (list.mealEntryRefs[key] ? [{ map: 'mealEntryRefs', key, after: null }] : []));
  if (edits.length === 0) return;
  await optimistic({ overlay: () => overlayEdits(set, list.id, edits), write: () => data.removeMealRefs(list.id, edits.map(({ key }) => key)), error, fail: (shown) => set({ error: shown }) });
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
    await optimistic({
      overlay: () => overlayEdits(set, list.id, [{ map: 'mealEntryRefs', key: mealEntryId, after: { ...before, portions } }]),
      write: () => data.setMealPortions(list.id, mealEntryId, portions),
      error: 'grocery.errors.portions',
      fail: (error) => set({ error }),
    });
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
    if (isPending(get().status)) await whenListAnswered(api);
    const list = editableList(set, get, 'grocery.errors.add');
    if (list === undefined) return { ok: false, error: 'grocery.errors.add' };
    const writes = inWrites(mealsNotHeld(meals, list?.mealEntryRefs ?? {}));
    const [first, ...rest] = writes;
    if (!first) return { ok: true };
    if (list) return allDone(await addToList(set, list.id, writes));
    // No active list: the first three meals open one, the others follow it in writes of their
    // own (the SDK sends one client's writes in order, so they reach the list once it exists).
    const opened = newHouseholdList();
    if (!opened) {
      console.warn('No household to open a grocery list in');
      set({ error: 'grocery.errors.add' });
      return { ok: false, error: 'grocery.errors.add' };
    }
    const [opening, added] = await Promise.all([
      optimistic({
        show: () => showOpenedList(set, opened, additions(first)),
        write: () => data.openList(opened, { mealEntryRefs: refsOf(first) }),
        error: 'grocery.errors.add',
        fail: (error) => set({ error }),
      }),
      addToList(set, opened.id, rest),
    ]);
    return allDone([opening, ...added]);
  },
});
