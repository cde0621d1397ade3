import type { EntryChange, EntryFields } from '@/domain/planner/entry-changes';
import { canEditHouseholdContent } from '@/domain/household/roles';
import { entryPortions, type MealEntry } from '@/domain/planner/meal-entry';
import { isShoppedFor, listSideOfMove } from '@/domain/planner/meals-to-list';
import { newEntryPortions } from '@/domain/planner/portions';
import { isPastDay } from '@/domain/planner/week';
import { planMealOf, weeklyPlanName, weeklyPlanPeriod, type PlanMealChange } from '@/domain/planner/weekly-plan-summary';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { useCookbook } from '@/features/cookbook';
import { useGrocery, type MealRefChange } from '@/features/grocery';
import { useHousehold } from '@/features/household';
import { oneAtATime } from '@/lib/one-at-a-time';
import * as data from './data';
import { LANDED_CHANGE_TIMEOUT_MS, unsettled } from './follow-planner';
import { selectPlannerEntries } from './planner-entries';
import type { PlannerErrorKey, PlannerOutcome, PlannerSlice } from './planner-state';

const today = () => toCalendarDate(new Date());
const refused = (error: PlannerErrorKey): PlannerOutcome => ({ ok: false, error });

/** Past days and archived entries take no change (spec B §4, §6). */
function isReadOnly(entry: Pick<MealEntry, 'date' | 'isArchived'>): boolean {
  return entry.isArchived || (entry.date !== '' && isPastDay(entry.date, today()));
}

let nextToken = 0;

/** What an action writes besides the entry and the plan, in the same transaction, and how it shows meanwhile. */
interface SideWrites extends Pick<data.EntryCommit, 'planToOpen' | 'alsoWrite'> {
  /** Shows the side writes before the database answers; returns the undo. */
  show: () => () => void;
}

const noSideWrites: SideWrites = { planToOpen: null, alsoWrite: [], show: () => () => undefined };

/**
 * The shopping list's side of a planner action (spec B §4), when it has one. It waits for the
 * list to answer first: a meal planned just after signing in would otherwise miss the list.
 */
async function listSide(change: MealRefChange): Promise<SideWrites> {
  await useGrocery.getState().listAnswered();
  const planned = useGrocery.getState().planMealRefChange(change);
  return planned ? { planToOpen: null, alsoWrite: [planned.write], show: planned.show } : noSideWrites;
}

/** The planner's writes: one action per intent, one transaction each (data/commit-entry-change.ts). */
export const entryActions: PlannerSlice<'addEntry' | 'changePortions' | 'setMealType' | 'moveEntry' | 'removeEntry'> = (set, get) => {
  /** Where a write may go: the current household, by someone allowed to plan there. */
  const writeScope = () => {
    const { userId, organization, roles } = useHousehold.getState();
    return userId && organization && canEditHouseholdContent(roles[organization.id]) ? { userId, organization } : null;
  };

  /**
   * This member's transactions run one after another, in the order of the intents: a meal
   * type chosen right after a move must not be overwritten by the move's retried transaction.
   */
  const inOrder = oneAtATime();

  /**
   * Shows the change at once, commits it in turn, and on refusal takes back exactly this change (what
   * the live queries brought meanwhile stays) and says so in the banner.
   */
  const commit = async (
    change: EntryChange,
    planChange: PlanMealChange,
    error: PlannerErrorKey,
    sides: SideWrites = noSideWrites,
  ): Promise<PlannerOutcome> => {
    const scope = writeScope();
    if (!scope) return refused('planner.errors.noHousehold');
    const token = ++nextToken;
    set((state) => ({ pending: [...state.pending, { token, change, landed: false }] }));
    const undo = sides.show();
    try {
      await inOrder(() => data.commitEntryChange({ organizationId: scope.organization.id, userId: scope.userId, change, planChange, planToOpen: sides.planToOpen, alsoWrite: sides.alsoWrite }));
    } catch (cause) {
      console.error(error, cause);
      undo();
      set((state) => ({ pending: state.pending.filter((pending) => pending.token !== token), error }));
      return refused(error);
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
    const listChange = listEdit ? await listSide(listEdit) : noSideWrites;
    return commit({ kind: 'update', entryId, fields }, { kind: 'update', id: entryId, fields }, 'planner.errors.update', listChange);
  };

  return {
    addEntry: async ({ recipe, date, mealType, portions }) => {
      const scope = writeScope();
      if (!scope) return refused('planner.errors.noHousehold');
      const day = today();
      if (date !== '' && isPastDay(date, day)) return refused('planner.errors.add');
      const now = new Date();
      const entry: MealEntry = {
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
      const period = weeklyPlanPeriod(date || day, scope.organization.weekStartDay, day);
      // A public recipe of another household joins the cookbook, and with automation on a meal
      // given a day joins the shopping list, in the same transaction (spec B §2, §4).
      const bookmark = useCookbook.getState().planBookmark(recipe);
      const list = isShoppedFor(date) ? await listSide({ kind: 'add', mealEntryId: entry.id, recipeId: recipe.id, portions: entry.portions ?? newEntryPortions(null, recipe.servings) }) : noSideWrites;
      return commit({ kind: 'add', entry }, { kind: 'add', meal: planMealOf(entry, recipe.name) }, 'planner.errors.add', {
        planToOpen: { ...period, name: weeklyPlanName(period.startDate) },
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

    changePortions: (entryId, portions) => update(entryId, { portions }),

    setMealType: (entryId, mealType) => update(entryId, { mealType }),

    moveEntry: async (entryId, date) => {
      const entry = editable(entryId);
      if (!entry || entry.date === date) return { ok: true };
      if (date !== '' && isPastDay(date, today())) return refused('planner.errors.update');
      return update(entryId, { date, mealType: null });
    },

    removeEntry: async (entryId) => {
      if (!editable(entryId)) return refused('planner.errors.remove');
      return commit({ kind: 'remove', entryId }, { kind: 'remove', id: entryId }, 'planner.errors.remove', await listSide({ kind: 'remove', mealEntryId: entryId }));
    },
  };
};
