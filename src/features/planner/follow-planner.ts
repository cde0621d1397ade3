import { isChangeShown } from '@/domain/planner/entry-changes';
import { useCookbook } from '@/features/cookbook';
import { useRecipes } from '@/features/recipes';
import * as data from './data';
import { liveEntries } from './planner-entries';
import { initialPlannerState, type PlannerSlice, type PlannerState } from './planner-state';

/** A landed change the live entries never show (another member changed the entry since) stops being laid over them after this. */
export const LANDED_CHANGE_TIMEOUT_MS = 10_000;

/** Whether the planner follows entries of this day (the week on screen, or the unplanned area). */
export function isFollowedDay(state: Pick<PlannerState, 'week'>, date: string): boolean {
  return date === '' || (state.week !== null && date >= state.week.start && date <= state.week.end);
}

/** The changes still to lay over the entries: landed ones go once the live entries show them. */
export function unsettled(state: PlannerState): PlannerState['pending'] {
  const entries = liveEntries(state.weekEntries, state.unplannedEntries);
  const pending = state.pending.filter((change) => !change.landed || !isChangeShown(entries, change.change, (date) => isFollowedDay(state, date)));
  return pending.length === state.pending.length ? state.pending : pending;
}

/**
 * The planner's live queries, bounded by the screen: the week on screen (again on each week
 * change) and the unplanned entries (once). The recipes of entries outside
 * the cookbook are read once by id and kept while the planner is open.
 */
export const followPlannerSlice: PlannerSlice<'follow' | 'showWeek'> = (set, get, api) => ({
  follow: (organizationId) => {
    set({ ...initialPlannerState, week: get().week, filters: get().filters, status: 'loading' });
    const fail = (cause: unknown) => {
      console.error('Planner subscription failed', cause);
      set({ status: 'failed', error: 'planner.errors.subscription' });
    };

    const asked = new Set<string>();
    const readMissingRecipes = () => {
      const recipes = useRecipes.getState();
      const cookbook = useCookbook.getState();
      // Until the cookbook's lists have answered, a missing recipe may only be on its way.
      if (recipes.householdRecipesStatus === 'loading' || cookbook.loading) return;
      const known = new Set(recipes.householdRecipes.map((recipe) => recipe.id));
      const state = get();
      const missing = [...new Set([...state.weekEntries, ...state.unplannedEntries].map((entry) => entry.recipeId))].filter(
        (id) => !known.has(id) && !(id in cookbook.publicRecipes) && !(id in state.recipes) && !asked.has(id),
      );
      missing.forEach((id) => {
        asked.add(id);
        void recipes.fetchRecipe(id).then((recipe) => set((current) => ({ recipes: { ...current.recipes, [id]: recipe } })));
      });
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
            organizationId,
            week,
            (weekEntries) => {
              set((state) => ({ weekEntries, ...answered('week'), pending: unsettled({ ...state, weekEntries }) }));
              readMissingRecipes();
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

    const stops = [
      data.watchUnplannedEntries(
        organizationId,
        (unplannedEntries) => {
          set((state) => ({ unplannedEntries, ...answered('unplanned'), pending: unsettled({ ...state, unplannedEntries }) }));
          readMissingRecipes();
        },
        fail,
      ),
      useRecipes.subscribe(readMissingRecipes),
      useCookbook.subscribe(readMissingRecipes),
      stopWeekChanges,
    ];
    return () => {
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
