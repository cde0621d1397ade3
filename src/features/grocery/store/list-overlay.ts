import type { GroceryList } from '@/domain/grocery/grocery-list';
import type { GroceryState, GroceryStore, SetGrocery } from './state';

/** A change shown on a list before the database has answered its write. */
export interface ListOverlay {
  token: number;
  listId: string;
  apply: (list: GroceryList) => GroceryList;
}

let nextToken = 0;

/** The list as the live query answered it, with the changes still on their way laid over it. */
export function laidOver(list: GroceryList | null, overlays: readonly ListOverlay[]): GroceryList | null {
  return list && overlays.reduce((shown, overlay) => (overlay.listId === shown.id ? overlay.apply(shown) : shown), list);
}

/** What the store holds once the live query answers `list`: its overlays stay laid over it. */
export function answered(state: GroceryState, list: GroceryList | null): Pick<GroceryState, 'list' | 'storedList'> {
  return { storedList: list, list: laidOver(list, state.overlays) };
}

/**
 * Shows a change of list `listId` at once and over every answer of the live query, until lifted
 * (see `optimistic`'s overlay): several ticks in a row each stay ticked though the answer to the
 * first was computed before the second reached the device's cache. Lifting shows the stored list
 * with the overlays still laid, unless the store shows another list by then (archived, opened).
 */
export function showOverlay(set: SetGrocery, listId: string, apply: (list: GroceryList) => GroceryList): () => void {
  const token = ++nextToken;
  set((state) => ({ overlays: [...state.overlays, { token, listId, apply }], list: state.list?.id === listId ? apply(state.list) : state.list }));
  return () =>
    set((state): Partial<GroceryStore> => {
      if (!state.overlays.some((overlay) => overlay.token === token)) return state;
      const overlays = state.overlays.filter((overlay) => overlay.token !== token);
      const showsStored = state.list !== null && state.list.id === state.storedList?.id;
      return { overlays, list: showsStored ? laidOver(state.storedList, overlays) : state.list };
    });
}
