import type { EntryFields } from '@/domain/planner/entry-changes';
import { isGroceryAutomationOn, type Household } from '@/domain/household/household';
import { entryPortions, type MealEntry } from '@/domain/planner/meal-entry';
import { isShoppedFor, listSideOfMove } from '@/domain/planner/meals-to-list';
import { newEntryPortions } from '@/domain/planner/portions';
import { isPastDay } from '@/domain/planner/week';
import { planRecipeName } from '@/domain/planner/weekly-plan-summary';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { planBookmark } from '@/features/cookbook';
import { type MealRefChange, plannerListPort } from '@/features/grocery';
import { readHousehold } from '@/features/household';
import * as data from '../../data';
import { noSideWrites, plannerCommitter, refused, type SideWrites } from './commit';
import { selectPlannerEntries } from '../planner-entries';
import type { NewEntry, PlannerSlice } from '../state';

const today = () => toCalendarDate(new Date());

/** A day before today takes no new meal; '' (the unplanned area) always does. */
const isPast = (date: string) => date !== '' && isPastDay(date, today());

/** Past days and archived entries take no change (spec B §4, §6). */
function isReadOnly(entry: Pick<MealEntry, 'date' | 'isArchived'>): boolean {
  return entry.isArchived || isPast(entry.date);
}

/** A new entry as the screen shows it before it lands: portions default to the household's size, else the recipe's servings. */
function newEntry(scope: { userId: string; household: Household }, { recipe, date, mealType, portions }: NewEntry): MealEntry {
  const now = new Date();
  return {
    id: data.newMealEntryId(),
    organizationId: scope.household.id,
    userId: scope.userId,
    recipeId: recipe.id,
    recipeName: planRecipeName(recipe.name),
    date,
    mealType,
    portions: portions ?? newEntryPortions(scope.household.numberOfPersons, recipe.servings),
    completed: false,
    isArchived: false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The shopping list's side of a planner action (spec B §4), when it has one. It waits for the
 * list to answer first: a meal planned just after signing in would otherwise miss the list.
 */
async function listSide(change: MealRefChange): Promise<SideWrites> {
  await plannerListPort.listAnswered();
  const planned = plannerListPort.planMealRefChange(change);
  return planned ? { alsoWrite: [planned.write], show: planned.show } : noSideWrites;
}

/**
 * The planner's writes: one action per intent, one batch each (data/commit-entry-change.ts),
 * which Firestore keeps on the device while offline and sends, in order, when the network returns.
 */
export const entryActions: PlannerSlice<'addEntry' | 'planMeals' | 'changePortions' | 'setMealType' | 'moveEntry' | 'removeEntry'> = (set, get) => {
  const { writeScope, commit } = plannerCommitter(set);

  /** The entry as shown, if it may change. */
  const editable = (entryId: string) => {
    const entry = selectPlannerEntries(get()).find((candidate) => candidate.id === entryId);
    return entry && !isReadOnly(entry) ? entry : null;
  };

  /**
   * What an entry's change does to the list: its portions follow it there, and a move takes it off
   * the list for 'Non planifiées' or puts it back when it gets a day again.
   */
  const listChangeOf = (entry: MealEntry, fields: EntryFields): MealRefChange | null => {
    if (fields.portions != null) return { kind: 'portions', mealEntryId: entry.id, portions: fields.portions };
    const side = fields.date === undefined ? null : listSideOfMove(entry.date, fields.date);
    if (side === 'leaves') return { kind: 'remove', mealEntryId: entry.id };
    if (side !== 'joins') return null;
    return { kind: 'add', mealEntryId: entry.id, recipeId: entry.recipeId, portions: entryPortions(entry, readHousehold((state) => state.household?.numberOfPersons)) };
  };

  const update = async (entryId: string, fields: EntryFields) => {
    const entry = editable(entryId);
    if (!entry) return refused('planner.errors.update');
    const listEdit = listChangeOf(entry, fields);
    const sides = listEdit ? await listSide(listEdit) : noSideWrites;
    return commit([{ kind: 'update', entryId, fields }], 'planner.errors.update', sides);
  };

  return {
    addEntry: async ({ recipe, date, mealType, portions }) => {
      const scope = writeScope();
      if (!scope) return refused('planner.errors.noHousehold');
      if (isPast(date)) return refused('planner.errors.add');
      const entry = newEntry(scope, { recipe, date, mealType, portions });
      // A public recipe of another household joins the cookbook, and with automation on a meal
      // given a day joins the shopping list, in the same batch (spec B §2, §4). The weekly plan
      // follows the entry (plan-reconciler.ts).
      const bookmark = await planBookmark(recipe);
      const list = isShoppedFor(date) ? await listSide({ kind: 'add', mealEntryId: entry.id, recipeId: recipe.id, portions: entry.portions ?? newEntryPortions(null, recipe.servings) }) : noSideWrites;
      return commit([{ kind: 'add', entry }], 'planner.errors.add', {
        alsoWrite: [...(bookmark ? [bookmark.write] : []), ...list.alsoWrite],
        show: () => {
          const undoBookmark = bookmark?.show();
          const undoList = list.show();
          return () => {
            undoList();
            undoBookmark?.();
          };
        },
      });
    },

    planMeals: async (meals) => {
      const scope = writeScope();
      if (!scope) return refused('planner.errors.noHousehold');
      if (meals.some((meal) => isPast(meal.date))) return refused('planner.propose.errors.validate');
      const entries = meals.map((meal) => newEntry(scope, meal));
      // With automation on, the dated meals join the list in writes of their own right behind the
      // batch: the list's rules take three meals a write and see a batch's writes to one list as
      // one, so a week's meals cannot join the batch itself.
      // No bookmark: the meals come from the cookbook and its bookmarks already.
      const shopped = isGroceryAutomationOn(scope.household)
        ? entries.filter((entry) => isShoppedFor(entry.date)).map((entry) => ({ mealEntryId: entry.id, recipeId: entry.recipeId, portions: entryPortions(entry, scope.household.numberOfPersons) }))
        : [];
      const list: SideWrites =
        shopped.length > 0
          ? {
              ...noSideWrites,
              behind: () => plannerListPort.addMeals(shopped),
              takeBackBehind: () => plannerListPort.takeBackMeals(shopped.map(({ mealEntryId }) => mealEntryId)),
            }
          : noSideWrites;
      return commit(
        entries.map((entry) => ({ kind: 'add', entry })),
        'planner.propose.errors.validate',
        list,
      );
    },

    changePortions: (entryId, portions) => update(entryId, { portions }),

    setMealType: (entryId, mealType) => update(entryId, { mealType }),

    moveEntry: async (entryId, date) => {
      const entry = editable(entryId);
      if (!entry || entry.date === date) return { ok: true };
      if (isPast(date)) return refused('planner.errors.update');
      return update(entryId, { date, mealType: null });
    },

    removeEntry: async (entryId) => {
      if (!editable(entryId)) return refused('planner.errors.remove');
      return commit([{ kind: 'remove', entryId }], 'planner.errors.remove', await listSide({ kind: 'remove', mealEntryId: entryId }));
    },
  };
};
