import { isPending } from '@/domain/shared/load-status';
import type { GroceryCustomItem } from '@/domain/grocery/grocery-list';
import type { EntryEdit } from '@/domain/grocery/list-entry-edits';
import { optimistic } from '@/lib/optimistic';
import * as data from '../../data';
import type { GrocerySlice } from '../state';
import { editableList, newHouseholdList, overlayEdits, showOpenedList, whenListAnswered } from './list-edit';

const isPositiveInteger = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;

/** Items typed by hand (spec B §4, §5): each shown at once and written at customItems.{id}. */
export const customItemActions: GrocerySlice<'addCustomItem' | 'changeCustomQuantity' | 'removeCustomItem'> = (set, get, api) => ({
  addCustomItem: async (input) => {
    if (isPending(get().status)) await whenListAnswered(api);
    const list = editableList(set, get, 'grocery.errors.add');
    if (list === undefined) return { ok: false, error: 'grocery.errors.add' };
    const id = data.newCustomItemId();
    const { name, quantity, unit, category, standardIngredientId } = input;
    const item: GroceryCustomItem = { id, name, quantity, unit, category, standardIngredientId, checked: false, createdAt: new Date() };
    const edits: EntryEdit[] = [{ map: 'customItems', key: id, after: item }];
    if (list) {
      return optimistic({ overlay: () => overlayEdits(set, list.id, edits), write: () => data.addCustomItem(list.id, id, input), error: 'grocery.errors.add', fail: (error) => set({ error }) });
    }
    // No active list: the item opens one (spec B §4).
    const opened = newHouseholdList();
    if (!opened) {
      console.warn('No household to open a grocery list in');
      set({ error: 'grocery.errors.add' });
      return { ok: false, error: 'grocery.errors.add' };
    }
    return optimistic({
      show: () => showOpenedList(set, opened, edits),
      write: () => data.openList(opened, { customItems: { [id]: input } }),
      error: 'grocery.errors.add',
      fail: (error) => set({ error }),
    });
  },

  changeCustomQuantity: async (itemId, quantity) => {
    if (!isPositiveInteger(quantity)) {
      console.warn('A custom quantity is a positive integer', quantity);
      return;
    }
    const list = editableList(set, get, 'grocery.errors.quantity');
    if (list === undefined) return;
    const before = list?.customItems[itemId];
    if (!list || !before) {
      console.warn('No such custom item', itemId);
      return;
    }
    await optimistic({
      overlay: () => overlayEdits(set, list.id, [{ map: 'customItems', key: itemId, after: { ...before, quantity } }]),
      write: () => data.setCustomItemQuantity(list.id, itemId, quantity),
      error: 'grocery.errors.quantity',
      fail: (error) => set({ error }),
    });
  },

  removeCustomItem: async (itemId) => {
    const list = editableList(set, get, 'grocery.errors.removeItem');
    if (list === undefined) return;
    const before = list?.customItems[itemId];
    if (!list || !before) {
      console.warn('No such custom item', itemId);
      return;
    }
    await optimistic({
      overlay: () => overlayEdits(set, list.id, [{ map: 'customItems', key: itemId, after: null }]),
      write: () => data.removeCustomItem(list.id, itemId),
      error: 'grocery.errors.removeItem',
      fail: (error) => set({ error }),
    });
  },
});
