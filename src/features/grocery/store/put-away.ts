import { putAwayBatches, type PutAway } from '@/domain/cupboard/put-away';
import { withoutTicks } from '@/domain/grocery/untick';
import { stockPort } from '@/features/cupboard';
import { answerOrQueued } from '@/lib/connectivity';
import { createStore } from '@/lib/create-store';
import { writtenOrLanded } from '@/lib/firebase/document-writer';
import * as data from '../data';
import { useGrocery } from './index';
import { showOverlay } from './list-overlay';

// The list page's intents on the cupboard, over the list's store but in a store of their own:
// the planner carries the list's store and its panel, and never puts anything away (its
// JavaScript budget is nearly full), so only the list page loads these.

/**
 * 'Ranger les articles cochés' (DESIGN.md §3, "The cupboard"): the ticked catalogue foods go into
 * the cupboard and their ticks are cleared in the same batch (putAwayBatches: usually one), so a
 * refusal never leaves the bag stocked with its ticks still there, to be stocked twice. The ticks
 * clear and the stock grows on screen at once; a refused batch brings back its ticks and takes
 * back its stock, what landed before it staying and the batches after it not written. Offline
 * the batches wait on the device, already shown. Resolves with the number of lines put away:
 * fewer than asked when a batch was refused (`error` set).
 */
async function putAwayTicked(putAway: PutAway): Promise<number> {
  const { list } = useGrocery.getState();
  if (!list || putAway.lines.length === 0) return 0;
  const batches = putAwayBatches(putAway, list);
  // Each batch's unticks stay laid over the list until its write settles.
  const lifts = batches.map((batch) => showOverlay(useGrocery.setState, list.id, (shown) => withoutTicks(shown, [batch.untick])));
  let putAwayLines = 0;
  for (const [index, batch] of batches.entries()) {
    const stocking = await stockPort.planStock(batch.changes);
    const undoStock = stocking?.show();
    try {
      if (!stocking) throw new Error('No household to stock');
      const written = writtenOrLanded(data.commitWrites([data.untickWrite(list.id, [batch.untick]), stocking.write]), stocking.landed);
      await answerOrQueued(written.finally(lifts[index]), undefined);
    } catch (cause) {
      console.error('Putting the ticked lines away failed', cause);
      undoStock?.();
      lifts.slice(index).forEach((lift) => lift());
      useGrocery.setState({ error: 'grocery.errors.putAway' });
      return putAwayLines;
    }
    putAwayLines += batch.lines;
  }
  return putAwayLines;
}

/**
 * Archiving with the ticked lines put away first: a refusal there leaves the list open (`error`
 * set), its ticks still there, rather than archive what was bought without stocking it.
 */
async function putAwayAndArchive(putAway: PutAway): Promise<void> {
  if (putAway.lines.length > 0 && (await putAwayTicked(putAway)) < putAway.lines.length) return;
  await useGrocery.getState().archiveList();
}

export interface PutAwayActions {
  putAwayTicked: (putAway: PutAway) => Promise<number>;
  putAwayAndArchive: (putAway: PutAway) => Promise<void>;
}

export const usePutAway = createStore<PutAwayActions>(() => ({ putAwayTicked, putAwayAndArchive }));
