import type { StoreApi } from 'zustand';
import { isPending } from '@/domain/shared/load-status';
import { groceryListName } from '@/domain/grocery/grocery-list-name';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { withEdits, type EntryEdit } from '@/domain/grocery/list-entry-edits';
import { readHousehold } from '@/features/household';
import { whenState } from '@/lib/when-state';
import * as data from '../../data';
import { showOverlay } from '../list-overlay';
import type { GetGrocery, GroceryErrorKey, GroceryStore, SetGrocery } from '../state';

// What every list-editing action shares: when it may write, how it shows its change at once,
// and how a refusal takes back exactly that change.

export type { GetGrocery, SetGrocery } from '../state';

/**
 * The list an action may edit: null when there is none yet (adding opens one). Undefined, with
 * `error` set, when it may not write at all: until the subscription has answered, a missing
 * list may only be on its way (opening another would make two), and a list still holding an
 * older array cannot be written by field path (the rules refuse what they cannot diff).
 */
export function editableList(set: SetGrocery, get: GetGrocery, error: GroceryErrorKey): GroceryList | null | undefined {
  const { list, status, olderShape } = get();
  if (status === 'loaded' && !(list && olderShape)) return list;
  console.warn(`Grocery list not writable (${status}${olderShape ? ', older shape' : ''})`);
  set({ error });
  return undefined;
}

/** How long an addition made right after the app opened waits for the list to answer. */
export const LIST_ANSWER_WAIT_MS = 10_000;

/**
 * Resolves once the list subscription has answered (or failed), or after `timeoutMs`: an item
 * added from the Créer menu a second after opening the app, or a meal planned then, waits for its
 * list instead of missing it. 'idle' waits too: the shell's household queries start only once
 * the user is signed in and their module has loaded.
 */
export async function whenListAnswered(api: StoreApi<GroceryStore>, timeoutMs = LIST_ANSWER_WAIT_MS): Promise<void> {
  await whenState(api, (state) => !isPending(state.status), timeoutMs);
}

/** Lays the edits over the list until their write settles (an `optimistic` overlay). */
export function overlayEdits(set: SetGrocery, listId: string, edits: readonly EntryEdit[]): () => void {
  return showOverlay(set, listId, (list) => withEdits(list, edits));
}

/**
 * Shows a list the household is about to open, holding these edits; the undo forgets it unless
 * the live query has brought another meanwhile.
 */
export function showOpenedList(set: SetGrocery, opened: GroceryList, edits: readonly EntryEdit[]): () => void {
  set({ list: withEdits(opened, edits) });
  return () => set((state) => (state.list?.id === opened.id ? { list: null } : state));
}

/** An empty active list of the user's household, named after today, with an id made on the device; null with no household. */
export function newHouseholdList(): GroceryList | null {
  const household = readHousehold((state) => state.household);
  if (!household) return null;
  return {
    id: data.newGroceryListId(),
    organizationId: household.id,
    name: groceryListName(new Date()),
    status: 'active',
    mealEntryRefs: {},
    checkedItems: {},
    customItems: {},
    shareToken: null,
    shareExpiry: null,
    isPublic: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}
