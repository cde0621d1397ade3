import type { GroceryList } from '@/domain/grocery/grocery-list';
import { laidOver, withoutOverlay, type Overlay } from '@/lib/overlays';
import type { GroceryState, GroceryStore, SetGrocery } from './state';

/** The list as the live query answered it, with the changes still on their way laid over it. */
export function answered(state: GroceryState, list: GroceryList | null): Pick<GroceryState, 'list' | 'storedList'> {
  return { storedList: list, list: list && laidOver(list, state.overlays) };
}

/**
 * Shows a change of list `listId` at once and over every answer of the live query, until lifted
 * (see `optimistic`'s overlay): several ticks in a row each stay ticked though the answer to the
 * first was computed before the second reached the device's cache. Lifting shows the stored list
 * with the overlays still laid, unless the store shows another list by then (archived, opened).
 */
export function showOverlay(set: SetGrocery, listId: string, change: (list: GroceryList) => GroceryList): () => void {
  const overlay: Overlay<GroceryList> = (list) => (list.id === listId ? change(list) : list);
  set((state) => ({ overlays: [...state.overlays, overlay], list: state.list && overlay(state.list) }));
  return () =>
    set((state): Partial<GroceryStore> => {
      const overlays = withoutOverlay(state.overlays, overlay);
      if (!overlays) return state;
      const stored = state.list?.id === state.storedList?.id ? state.storedList : null;
      return { overlays, list: stored ? laidOver(stored, overlays) : state.list };
    });
}
