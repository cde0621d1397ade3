import type { EntryChange, EntryFields } from '@/domain/planner/entry-changes';
import { isGroceryAutomationOn, type Organization } from '@/domain/household/organization';
import { canEditHouseholdContent } from '@/domain/household/roles';
import { entryPortions, type MealEntry } from '@/domain/planner/meal-entry';
import { isShoppedFor, listSideOfMove } from '@/domain/planner/meals-to-list';
import { newEntryPortions } from '@/domain/planner/portions';
import { isPastDay } from '@/domain/planner/week';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { useCookbook } from '@/features/cookbook';
import { useGrocery, type MealRefChange } from '@/features/grocery';
import { useHousehold } from '@/features/household';
import { answerOrQueued } from '@/lib/connectivity';
import * as data from './data';
import { LANDED_CHANGE_TIMEOUT_MS, unsettled } from './follow-planner';
import { selectPlannerEntries } from './planner-entries';
import type { NewEntry, PlannerErrorKey, PlannerOutcome, PlannerSlice } from './planner-state';

const today = () => toCalendarDate(new Date());
const refused = (error: PlannerErrorKey): PlannerOutcome => ({ ok: false, error });

/** A day before today takes no new meal; '' (the unplanned area) always does. */
const isPast = (date: string) => date !== '' && isPastDay(date, today());

/** Past days and archived entries take no change (spec B §4, §6). */
function isReadOnly(entry: Pick<MealEntry, 'date' | 'isArchived'>): boolean {
  return entry.isArchived || isPast(entry.date);
}

/** A new entry as the screen shows it before it lands: portions default to the household's size, else the recipe's servings. */
function newEntry(scope: { userId: string; organization: Organization }, { recipe, date, mealType, portions }: NewEntry): MealEntry {
  const now = new Date();
  return {
    id: data.newMealEntryId(),
    organizationId: scope.organization.id,
    userId: scope.userId,
    recipeId: recipe.id,
    date,
    mealType,
    portions: portions ?? newEntryPortions(scope.organization.numberOfPersons, recipe.servings),
    completed: false,
    isArchived: false,
    createdAt: now,
    updatedAt: now,
  };
}

let nextToken = 0;

/** What an action writes besides the entry, in the same batch, and how it shows meanwhile. */
interface SideWrites extends Pick<data.EntryCommit, 'alsoWrite'> {
  /** Shows the side writes before the database answers; returns the undo. */
  show: () => () => void;
  /**
   * Writes of their own issued right behind the batch: the SDK sends one client's writes in
   * order, also from the device's queue after a reload offline, so they reach the server after it.
   */
  behind?: () => Promise<unknown>;
  /** Takes back what `behind` wrote when the batch is refused. */
  takeBackBehind?: () => Promise<unknown>;
}

const noSideWrites: SideWrites = { alsoWrite: [], show: () => () => undefined };

/**
 * The shopping list's side of a planner action (spec B §4), when it has one. It waits for the
 * list to answer first: a meal planned just after signing in would otherwise miss the list.
 */
async function listSide(change: MealRefChange): Promise<SideWrites> {
  await useGrocery.getState().listAnswered();
  const planned = useGrocery.getState().planMealRefChange(change);
  return planned ? { alsoWrite: [planned.write], show: planned.show } : noSideWrites;
}

/**
 * The planner's writes: one action per intent, one batch each (data/commit-entry-change.ts),
 * which Firestore keeps on the device while offline and sends, in order, when the network returns.
 */
export const entryActions: PlannerSlice<'addEntry' | 'planMeals' | 'changePortions' | 'setMealType' | 'moveEntry' | 'removeEntry'> = (set, get) => {
  /** Where a write may go: the current household, by someone allowed to plan there. */
  const writeScope = () => {
    const { userId, organization, roles } = useHousehold.getState();
    return userId && organization && canEditHouseholdContent(roles[organization.id]) ? { userId, organization } : null;
  };

  /**
   * Shows the changes at once and commits them in one batch; on refusal takes back exactly these
   * changes (what the live queries brought meanwhile stays) and says so in the banner. Without a
   * network the write waits on the device, shown as the live queries show it from the cache: that
   * is no failure, and the action is done (a refusal once the network returns still takes it back).
   */
  const commit = async (
    changes: readonly EntryChange[],
    error: PlannerErrorKey,
    sides: SideWrites = noSideWrites,
  ): Promise<PlannerOutcome> => {
    const scope = writeScope();
    if (!scope) return refused('planner.errors.noHousehold');
    const token = ++nextToken;
    set((state) => ({ pending: [...state.pending, ...changes.map((change) => ({ token, change, landed: false }))] }));
    const undo = sides.show();
    const written = data.commitEntryChange({ organizationId: scope.organization.id, userId: scope.userId, changes, alsoWrite: sides.alsoWrite });
    const behind = sides.behind?.();
    const takeBack = (cause: unknown) => {
      console.error(error, cause);
      undo();
      void sides.takeBackBehind?.();
      set((state) => ({ pending: state.pending.filter((pending) => pending.token !== token), error }));
      return refused(error);
    };
    try {
      if ((await answerOrQueued(written.then(() => 'landed' as const), 'queued')) === 'queued') {
        void written.catch(takeBack);
      } else {
        // The change reads as saving until what follows it is written too, so that nobody leaves the page in between.
        await behind;
      }
    } catch (cause) {
      return takeBack(cause);
    }
    set((state) => {
      const pending = state.pending.map((candidate) => (candidate.token === token ? { ...candidate, landed: true } : candidate));
      return { pending: unsettled({ ...state, pending }) };
    });
    setTimeout(() => set((state) => ({ pending: state.pending.filter((pending) => pending.token !== token || !pending.landed) })), LANDED_CHANGE_TIMEOUT_MS);
    return { ok: true };
  };

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
    return { kind: 'add', mealEntryId: entry.id, recipeId: entry.recipeId, portions: entryPortions(entry, useHousehold.getState().organization?.numberOfPersons) };
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
      const bookmark = useCookbook.getState().planBookmark(recipe);
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
      const shopped = isGroceryAutomationOn(scope.organization)
        ? entries.filter((entry) => isShoppedFor(entry.date)).map((entry) => ({ mealEntryId: entry.id, recipeId: entry.recipeId, portions: entryPortions(entry, scope.organization.numberOfPersons) }))
        : [];
      const list: SideWrites =
        shopped.length > 0
          ? {
              ...noSideWrites,
              behind: () => useGrocery.getState().addMeals(shopped),
              takeBackBehind: () => useGrocery.getState().takeBackMeals(shopped.map(({ mealEntryId }) => mealEntryId)),
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
