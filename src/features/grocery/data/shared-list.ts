import { doc, onSnapshot, type Firestore, type FirestoreError } from 'firebase/firestore';
import { sharedListTickEndpoint } from '@/domain/api/shared-list-ticks';
import { collections } from '@/domain/collections';
import { sharedGroceryListSchema, type SharedGroceryList } from '@/domain/grocery/shared-list';
import type { Outcome } from '@/domain/shared/outcome';
import { api } from '@/lib/api';
import { apiErrorKey } from '@/lib/api-client';
import { readDoc } from '@/lib/firebase/typed-doc';
import type { LocaleKey } from '@/locales/locale-key';
import { db } from './grocery-refs';

// The shared page's access: one document read by its token, and the one change a visitor may
// make, a tick, asked of the API service (DESIGN.md §3, "Share links"). Neither needs a
// signed-in user. The read takes the Firestore instance to use: the app's by default, a
// visitor's client in the emulator tests.

const sharedListRef = (token: string, firestore: Firestore = db()) => doc(firestore, collections.sharedGroceryLists, token);

/** Why the shared list cannot be shown: the rules refuse an expired link; anything else failed. */
export type SharedListFailure = 'expired' | 'failed';

/**
 * sharedGroceryLists/{token}, live: a single-document listener, which the rules answer as a
 * `get` (never a query, which could enumerate tokens). Null when no such list exists, or its
 * document cannot be read.
 */
export function watchSharedList(
  token: string,
  onChange: (list: SharedGroceryList | null) => void,
  onError: (reason: SharedListFailure) => void,
  firestore?: Firestore,
): () => void {
  return onSnapshot(
    sharedListRef(token, firestore),
    (snapshot) => onChange(readDoc(snapshot, sharedGroceryListSchema)),
    (error: FirestoreError) => {
      if (error.code !== 'permission-denied') console.error('Shared grocery list subscription failed', error);
      onError(error.code === 'permission-denied' ? 'expired' : 'failed');
    },
  );
}

/**
 * A visitor's tick or untick of one line, through the API service, which writes it on the view
 * and on the household's list together (DESIGN.md §3): no client writes a view but the
 * household's. A refusal answers the page's message: the service's when it said why.
 */
export async function tickSharedLine(token: string, lineKey: string, checked: boolean): Promise<Outcome<LocaleKey>> {
  try {
    await api.call(sharedListTickEndpoint, { lineKey, checked }, { token });
    return { ok: true };
  } catch (cause) {
    console.error('Shared grocery list tick failed', cause);
    return { ok: false, error: apiErrorKey(cause, 'sharedList.tickFailed') };
  }
}
