import type { StoreApi } from 'zustand';
import * as data from './data';
import type { GroceryStore } from './grocery-state';

/**
 * When each meal the followed list holds is planned, live, into `meals`: one watch per meal,
 * started when the list takes it and stopped when the list lets it go (a meal moved to another
 * day renames its stepper at once). Returns the stop function.
 */
export function followListMeals(api: StoreApi<GroceryStore>): () => void {
  const watches = new Map<string, () => void>();

  const sync = () => {
    const held = new Set(Object.keys(api.getState().list?.mealEntryRefs ?? {}));
    for (const [mealEntryId, stop] of watches) {
      if (held.has(mealEntryId)) continue;
      stop();
      watches.delete(mealEntryId);
      api.setState((state) => ({ meals: Object.fromEntries(Object.entries(state.meals).filter(([id]) => id !== mealEntryId)) }));
    }
    for (const mealEntryId of held) {
      if (watches.has(mealEntryId)) continue;
      watches.set(
        mealEntryId,
        data.watchMealWhen(
          mealEntryId,
          (meal) => api.setState((state) => ({ meals: { ...state.meals, [mealEntryId]: meal } })),
          // A meal the list shows before the planner's write has stored it is refused (the rules
          // read the stored meal): the watch is dropped, so the list's next change, which the
          // stored write brings, starts it again. Meanwhile the stepper shows the meal's number.
          (error) => {
            console.warn('Planned meal not readable for the list yet', mealEntryId, error);
            watches.delete(mealEntryId);
          },
        ),
      );
    }
  };

  const stopList = api.subscribe((next, previous) => {
    if (next.list !== previous.list) sync();
  });
  sync();
  return () => {
    stopList();
    watches.forEach((stop) => stop());
    watches.clear();
  };
}
