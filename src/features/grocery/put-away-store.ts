import type { PutAway } from '@/domain/cupboard/put-away';
import { shopperLinesUntickWrites, withoutTicks } from '@/domain/grocery/untick';
import { useCupboard } from '@/features/cupboard';
import { answerOrQueued } from '@/lib/connectivity';
import { createStore } from '@/lib/create-store';
import * as data from './data';
import { useGrocery } from './store';

// The list page's intents on the cupboard, over the list's store but in a store of their own:
// the planner carries the list's store and its panel, and never puts anything away (its
// JavaScript budget is nearly full), so only the list page loads these.

/**
 * 'Ranger les articles cochés' (DESIGN.md §3, "The cupboard"): the ticked catalogue foods go into
 * the cupboard (its store's one batch of increments), then their ticks are cleared, together in
 * as few writes as the list's rules take. The ticks clear on screen at once; a refused stock
 * brings them back untouched, and a refused untick brings them back too, the stock then holding
 * what the bag did. Resolves with the number of lines put away (0 when refused, `error` set).
 */
async function putAwayTicked({ changes, lines }: PutAway): Promise<number> {
  const { list } = useGrocery.getState();
  if (!list || lines.length === 0) return 0;
  const writes = shopperLinesUntickWrites(lines, list);
  const restore = (error: 'grocery.errors.putAway' | 'grocery.errors.update') => useGrocery.setState((state) => ({ error, list: state.list?.id === list.id ? list : state.list }));
  useGrocery.setState((state) => (state.list?.id === list.id ? { list: withoutTicks(state.list, writes) } : state));
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
}

/**
 * Archiving with the ticked lines put away first: a refusal there leaves the list open (`error`
 * set), its ticks still there, rather than archive what was bought without stocking it.
 */
async function putAwayAndArchive(putAway: PutAway): Promise<void> {
  if (putAway.lines.length > 0 && (await putAwayTicked(putAway)) === 0) return;
  await useGrocery.getState().archiveList();
}

export interface PutAwayActions {
  putAwayTicked: (putAway: PutAway) => Promise<number>;
  putAwayAndArchive: (putAway: PutAway) => Promise<void>;
}

export const usePutAway = createStore<PutAwayActions>(() => ({ putAwayTicked, putAwayAndArchive }));
