import type { GroceryList } from '@/domain/grocery/grocery-list-v2';
import { untickWrites, withoutTicks, withTick } from '@/domain/grocery/untick';
import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
import * as data from './data';
import { followListRecipes } from './follow-list-recipes';
import { followSharedView } from './follow-shared-view';
import { initialGroceryState, type GroceryStore } from './grocery-state';
import { emailAction } from './email-action';
import { listActions } from './list-actions';
import { whenListAnswered } from './list-edit';
import { planMealRefChange } from './meal-ref-changes';
import { shareActions } from './share-actions';

export const useGrocery = createStore<GroceryStore>((set, get, api) => ({
  ...initialGroceryState,

  follow: ({ organizationId }) => {
    set({ ...initialGroceryState, status: 'loading' });
    const stop = data.watchActiveGroceryList(
      organizationId,
      (list, olderShape) => set({ list, olderShape, status: 'loaded' }),
      (error) => {
        console.error('Grocery list subscription failed', error);
        set({ status: 'failed' });
      },
    );
    const stopRecipes = followListRecipes(api);
    const stopSharedView = followSharedView(api);
    return () => {
      stop();
      stopRecipes();
      stopSharedView();
      set(initialGroceryState);
    };
  },

  listAnswered: () => whenListAnswered(api),
  planMealRefChange: planMealRefChange(set, get),

  toggleLine: async (item) => {
    const { list } = get();
    if (!list) {
      console.warn('No active grocery list to tick', item.key);
      return;
    }
    const writes = item.checked ? untickWrites(item, list) : [];
    if (item.checked && writes.length === 0) {
      console.warn('Nothing stored ticks this line', item.key);
      return;
    }
    // Shown at once (the box must not flick back until the database echoes it), and taken back
    // on refusal; the live query brings the stored ticks either way.
    const shown = (ticked: GroceryList) => (item.checked ? withoutTicks(ticked, writes) : withTick(ticked, item.key));
    set((state) => (state.list?.id === list.id ? { list: shown(state.list) } : state));
    try {
      if (item.checked) await data.untickLine(list.id, writes);
      else await data.tickLine(list.id, item.key);
    } catch (cause) {
      console.error('Grocery tick failed', cause);
      set((state) => ({ error: 'grocery.errors.update', list: state.list?.id === list.id ? list : state.list }));
    }
  },

  ...listActions(set, get, api),
  ...shareActions(set, get, api),
  ...emailAction(set, get, api),

  dismissError: () => set({ error: null }),
}));

/** The household's active list as a query of the app shell (DESIGN.md §1): the planner and the list both follow it. */
export const followGroceryList: HouseholdQuery = (scope) => useGrocery.getState().follow(scope);
