import { unshownChanges } from '@/domain/planner/entry-changes';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { whenContentShown } from '@/features/household';
import { readRecipes } from '@/features/recipes';
import * as data from '../../data';
import { liveEntries, selectPlannerEntries } from '../planner-entries';
import { initialPlannerState, type PlannerSlice, type PlannerState } from '../state';

/** A landed change the live entries never show (another member changed the entry since) stops being laid over them after this. */
export const LANDED_CHANGE_TIMEOUT_MS = 10_000;

/** Whether the planner follows entries of this day (the week on screen, or the unplanned area). */
export function isFollowedDay(state: Pick<PlannerState, 'week'>, date: string): boolean {
  return date === '' || (state.week !== null && date >= state.week.start && date <= state.week.end);
}

/** The changes still to lay over the entries: landed ones go once the live entries show them (unshownChanges). */
export function unsettled(state: PlannerState): PlannerState['pending'] {
  const entries = liveEntries(state.weekEntries, state.unplannedEntries);
  const pending = unshownChanges(entries, state.pending, (date) => isFollowedDay(state, date));
  return pending.length === state.pending.length ? state.pending : pending;
}

/**
 * The planner's live queries, bounded by the screen: the week on screen (again on each week
 * change), the unplanned entries (once), and the recipes of the entries it shows, read by id in
 * batches as entries come and go (each meal's name shows as soon as its recipe arrives). While
 * it follows, it keeps the weekly plan in agreement with the entries (plan-reconciler.ts).
 */
export const followPlannerSlice: PlannerSlice<'follow' | 'showWeek'> = (set, get, api) => ({
  follow: (householdId) => {
    set({ ...initialPlannerState, week: get().week, filters: get().filters, optionsOpenFor: get().optionsOpenFor, status: 'loading' });
    const fail = (cause: unknown) => {
      console.error('Planner subscription failed', cause);
      set({ status: 'failed', error: 'planner.errors.subscription' });
    };

    const recipes = readRecipes();
    // The entries shown, changes not landed yet included: an added meal's recipe is read with it.
    let shown: MealEntry[] | null = null;
    const readShownRecipes = (state: PlannerState) => {
      const entries = selectPlannerEntries(state);
      if (entries === shown) return;
      shown = entries;
      recipes.want(entries.map((entry) => entry.recipeId));
    };

    // Loaded once the week and the unplanned area have both answered.
    const waiting = new Set(['week', 'unplanned']);
    const answered = (part: string) => {
      waiting.delete(part);
      return waiting.size === 0 ? ({ status: 'loaded' } as const) : {};
    };

    let stopWeek: (() => void) | null = null;
    const watchWeek = () => {
      stopWeek?.();
      const { week } = get();
      stopWeek = week
        ? data.watchWeekEntries(
            householdId,
            week,
            (weekEntries) => {
              set((state) => ({ weekEntries, ...answered('week'), pending: unsettled({ ...state, weekEntries }) }));
            },
            fail,
          )
        : null;
    };
    watchWeek();
    const stopWeekChanges = api.subscribe((next, previous) => {
      if (next.week === previous.week) return;
      waiting.add('week');
      watchWeek();
    });
    const stopReading = api.subscribe(readShownRecipes);

    const stops = [
      data.watchUnplannedEntries(
        householdId,
        (unplannedEntries) => {
          set((state) => ({ unplannedEntries, ...answered('unplanned'), pending: unsettled({ ...state, unplannedEntries }) }));
        },
        fail,
      ),
      stopWeekChanges,
      stopReading,
      recipes.stop,
    ];
    // The weekly plan's reconciliation draws nothing: it starts once the screen's content has
    // shown, so that its query does not queue in Firestore's client before the week's recipes.
    let following = true;
    void whenContentShown()
      .then(() => import('./plan-reconciler'))
      .then(({ followPlanReconciliation }) => {
        if (following) stops.push(followPlanReconciliation(householdId, api));
      });
    return () => {
      following = false;
      stopWeek?.();
      stops.forEach((stop) => stop());
      set({ ...initialPlannerState, week: get().week, filters: get().filters });
    };
  },

  showWeek: (week) => {
    if (get().week?.start === week.start) return;
    // The days show as loading, not as empty, until the new week's entries answer.
    set((state) => ({ week, weekEntries: [], status: state.status === 'idle' ? 'idle' : 'loading' }));
  },
});
