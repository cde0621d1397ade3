import { shopperLinesUntickWrites, withoutTicks } from '@/domain/grocery/untick';
import { useCupboard } from '@/features/cupboard';
import { answerOrQueued } from '@/lib/connectivity';
import * as data from './data';
import type { GrocerySlice } from './grocery-state';

/**
 * 'Ranger les articles cochés' (DESIGN.md §3, "The cupboard"): the ticked catalogue foods go into
 * the cupboard (its store's one batch of increments), then their ticks are cleared, together in
 * as few writes as the list's rules take. The ticks clear on screen at once; a refused stock
 * brings them back untouched, and a refused untick brings them back too, the stock then holding
 * what the bag did. Resolves with the number of lines put away (0 when refused, `error` set).
 */
export const putAwayAction: GrocerySlice<'putAwayTicked'> = (set, get) => ({
  putAwayTicked: async ({ changes, lines }) => {
    const { list } = get();
    if (!list || lines.length === 0) return 0;
    const writes = shopperLinesUntickWrites(lines, list);
    const restore = (error: 'grocery.errors.putAway' | 'grocery.errors.update') => set((state) => ({ error, list: state.list?.id === list.id ? list : state.list }));
    set((state) => (state.list?.id === list.id ? { list: withoutTicks(state.list, writes) } : state));
    if (!(await useCupboard.getState().stock(changes))) {
      restore('grocery.errors.putAway');
      return 0;
    }
    try {
      // Offline the untick waits on the device, already shown: the shopper is not kept waiting.
      await answerOrQueued(data.untickLine(list.id, writes), undefined);
    } catch (cause) {
      console.error('Clearing the ticks put away failed', cause);
      restore('grocery.errors.update');
      return 0;
    }
    return lines.length;
  },
});
