import type { StoreApi } from 'zustand';
import { IDS_PER_QUERY } from '@/domain/shared/ids-per-query';
import * as data from '../../data';
import type { GroceryStore } from '../state';

/**
 * The groups of meals to watch once the list holds `held`: a group keeps its watch while it
 * holds the same meals; one that lost meals is watched again without them; new meals fill the
 * groups with room (watched again with them) before opening new ones. A list of 200 meals is
 * twenty queries, and a meal added or removed restarts one of them.
 */
export function regroupMeals(groups: readonly (readonly string[])[], held: ReadonlySet<string>, size: number): string[][] {
  const kept = groups.map((group) => group.filter((id) => held.has(id))).filter((group) => group.length > 0);
  const watched = new Set(kept.flat());
  const added = [...held].filter((id) => !watched.has(id));
  for (const group of kept) {
    while (group.length < size && added.length > 0) group.push(added.shift() as string);
  }
  while (added.length > 0) kept.push(added.splice(0, size));
  return kept;
}

/**
 * When each meal the followed list holds is planned, live, into `meals`: the list's meals are
 * watched in groups of up to IDS_PER_QUERY by id (one query each, not one per meal), started as
 * the list takes meals and stopped as it lets them go. Returns the stop function.
 */
export function followListMeals(api: StoreApi<GroceryStore>): () => void {
  /** Each watched group, by its meals in order. */
  const watches = new Map<string, { ids: readonly string[]; stop: () => void }>();

  const sync = () => {
    const list = api.getState().list;
    const held = new Set(Object.keys(list?.mealEntryRefs ?? {}));
    const groups = regroupMeals([...watches.values()].map((watch) => watch.ids), held, IDS_PER_QUERY);
    const wanted = new Set(groups.map((ids) => ids.join()));
    for (const [key, watch] of watches) {
      if (wanted.has(key)) continue;
      watch.stop();
      watches.delete(key);
    }
    const gone = Object.keys(api.getState().meals).filter((id) => !held.has(id));
    if (gone.length > 0) api.setState((state) => ({ meals: Object.fromEntries(Object.entries(state.meals).filter(([id]) => held.has(id))) }));
    if (!list) return;
    for (const ids of groups) {
      const key = ids.join();
      if (watches.has(key)) continue;
      const stop = data.watchMealsWhen(
        list.organizationId,
        ids,
        (meals) => api.setState((state) => ({ meals: { ...state.meals, ...meals } })),
        (error) => {
          console.warn("The list's planned meals could not be read", error);
          watches.delete(key);
        },
      );
      watches.set(key, { ids, stop });
    }
  };

  const stopList = api.subscribe((next, previous) => {
    if (next.list !== previous.list) sync();
  });
  sync();
  return () => {
    stopList();
    watches.forEach((watch) => watch.stop());
    watches.clear();
  };
}
