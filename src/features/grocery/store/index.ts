import type { GroceryList } from '@/domain/grocery/grocery-list';
import { tickCovering } from '@/domain/grocery/shopper-tick';
import { shopperUntickWrites, withoutTicks, withTick } from '@/domain/grocery/untick';
import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
import { optimistic } from '@/lib/optimistic';
import * as data from '../data';
import { followListMeals } from './live/follow-list-meals';
import { followSharedView } from './live/follow-shared-view';
import { answered, showOverlay } from './list-overlay';
import { initialGroceryState, type GroceryStore } from './state';
import { emailAction } from './actions/email';
import { listActions } from './actions/list';
import { whenListAnswered } from './actions/list-edit';
import { planMealRefChange } from './actions/meal-ref-changes';
import { shareActions } from './actions/share';

export const useGrocery = createStore<GroceryStore>((set, get, api) => ({
  ...initialGroceryState,

  follow: ({ householdId }) => {
    set({ ...initialGroceryState, status: 'loading' });
    const stop = data.watchActiveGroceryList(
      householdId,
      (list, olderShape) => set((state) => ({ ...answered(state, list), olderShape, status: 'loaded' })),
      (error) => {
        console.error('Grocery list subscription failed', error);
        set({ status: 'failed' });
      },
    );
    const stopSharedView = followSharedView(api);
    return () => {
      stop();
      stopSharedView();
      set(initialGroceryState);
    };
  },

  followMeals: () => followListMeals(api),
  listAnswered: () => whenListAnswered(api),
  planMealRefChange: planMealRefChange(set, get),

  toggleLine: async (line) => {
    const { list } = get();
    if (!list) {
      console.warn('No active grocery list to tick', line.key);
      return;
    }
    // A reopened line is ticked again, for what is still to buy on top of what was bought.
    const ticked = line.state.kind === 'ticked';
    const writes = ticked ? shopperUntickWrites(line, list) : [];
    if (ticked && writes.length === 0) {
      console.warn('Nothing stored ticks this line', line.key);
      return;
    }
    const tick = ticked ? null : tickCovering(line.toBuy, line.state);
    // Shown at once and over the live query's answers until the write settles: the box must not
    // flick back while the database answers an earlier tap, and a refusal takes back this tick only.
    const shown = (stored: GroceryList) => (tick ? withTick(stored, line.key, tick) : withoutTicks(stored, writes));
    await optimistic({
      overlay: () => showOverlay(set, list.id, shown),
      write: () => (tick ? data.tickLine(list.id, line.key, tick) : data.untickLine(list.id, writes)),
      error: 'grocery.errors.update',
      fail: (error) => set({ error }),
    });
  },

  ...listActions(set, get, api),
  ...shareActions(set, get, api),
  ...emailAction(set, get, api),

  dismissError: () => set({ error: null }),
}));

/** The household's active list as a query of the app shell (DESIGN.md §1): the planner and the list both follow it. */
export const followGroceryList: HouseholdQuery = (scope) => useGrocery.getState().follow(scope);

type PlannerListPort = Pick<GroceryStore, 'listAnswered' | 'planMealRefChange' | 'addMeals' | 'takeBackMeals'>;

/**
 * What the planner asks of the shopping list: each of its actions adds the list's side to its own
 * batch (planMealRefChange, once the list has answered), and a week planned at once joins the
 * list right behind its batch (addMeals), taken back if the batch is refused (takeBackMeals).
 */
export const plannerListPort: PlannerListPort = {
  listAnswered: () => useGrocery.getState().listAnswered(),
  planMealRefChange: (change) => useGrocery.getState().planMealRefChange(change),
  addMeals: (meals) => useGrocery.getState().addMeals(meals),
  takeBackMeals: (mealEntryIds) => useGrocery.getState().takeBackMeals(mealEntryIds),
};
