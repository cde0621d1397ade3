import type { EntryChange, EntryFields } from '@/domain/planner/entry-changes';
import { canEditHouseholdContent } from '@/domain/household/roles';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { newEntryPortions } from '@/domain/planner/portions';
import { isPastDay } from '@/domain/planner/week';
import { planMealOf, weeklyPlanName, weeklyPlanPeriod, type PlanMealChange } from '@/domain/planner/weekly-plan-summary';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { useCookbook } from '@/features/cookbook';
import { useHousehold } from '@/features/household';
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

/** The planner's writes: one action per intent, one transaction each (data/commit-entry-change.ts). */
export const entryActions: PlannerSlice<'addEntry' | 'changePortions' | 'setMealType' | 'moveEntry' | 'removeEntry'> = (set, get) => {
  /** Where a write may go: the current household, by someone allowed to plan there. */
  const writeScope = () => {
    const { userId, organization, roles } = useHousehold.getState();
    return userId && organization && canEditHouseholdContent(roles[organization.id]) ? { userId, organization } : null;
  };

  /**
   * Shows the change at once, commits it, and on refusal takes back exactly this change (what
   * the live queries brought meanwhile stays) and says so in the banner.
   */
  const commit = async (
    change: EntryChange,
    planChange: PlanMealChange,
    error: PlannerErrorKey,
    extra: Pick<data.EntryCommit, 'planToOpen' | 'alsoWrite'> & { undo?: () => void } = { planToOpen: null, alsoWrite: [] },
  ): Promise<PlannerOutcome> => {
    const scope = writeScope();
    if (!scope) return refused('planner.errors.noHousehold');
    const token = ++nextToken;
    set((state) => ({ pending: [...state.pending, { token, change, landed: false }] }));
    try {
      await data.commitEntryChange({ organizationId: scope.organization.id, userId: scope.userId, change, planChange, planToOpen: extra.planToOpen, alsoWrite: extra.alsoWrite });
    } catch (cause) {
      console.error(error, cause);
      extra.undo?.();
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

  const update = (entryId: string, fields: EntryFields) => {
    const entry = editable(entryId);
    if (!entry) return Promise.resolve(refused('planner.errors.update'));
    return commit({ kind: 'update', entryId, fields }, { kind: 'update', id: entryId, fields }, 'planner.errors.update');
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
      // A public recipe of another household joins the cookbook in the same transaction (spec B §2).
      const bookmark = useCookbook.getState().planBookmark(recipe);
      const undo = bookmark?.show();
      return commit({ kind: 'add', entry }, { kind: 'add', meal: planMealOf(entry, recipe.name) }, 'planner.errors.add', {
        planToOpen: { ...period, name: weeklyPlanName(period.startDate) },
        alsoWrite: bookmark ? [bookmark.write] : [],
        undo,
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
      return commit({ kind: 'remove', entryId }, { kind: 'remove', id: entryId }, 'planner.errors.remove');
    },
  };
};
