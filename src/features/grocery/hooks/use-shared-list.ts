import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SHARED_PAGE_TOKEN_PATTERN } from '@/domain/grocery/share-fields';
import type { SharedGroceryList } from '@/domain/grocery/shared-list';
import { fullMatch } from '@/domain/shared/full-match';
import type { LocaleKey } from '@/locales/locale-key';
// eslint-disable-next-line import-x/no-restricted-paths -- a visitor's shared page keeps the list behind its link here, not in the list's store, which would load the household's and the recipes' stores onto a public page
import * as data from '../data';

/** What the shared page shows: its list, or why there is none (spec B §2). */
export type SharedListView =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'archived' }
  | { state: 'expired' }
  | { state: 'failed' }
  | { state: 'open'; list: SharedGroceryList };

export interface SharedList {
  view: SharedListView;
  /** Ticks or unticks a line at once; a refused tick is taken back and says why in `tickError`. */
  tick: (lineKey: string, checked: boolean) => void;
  /** Why the last tick was refused: the service's message when it gave one ('La liste a été archivée'). */
  tickError: LocaleKey | null;
  dismissTickFailure: () => void;
}

const shareToken = fullMatch(SHARED_PAGE_TOKEN_PATTERN);

function viewOf(list: SharedGroceryList | null): SharedListView {
  if (!list) return { state: 'notFound' };
  if (list.status === 'archived') return { state: 'archived' };
  // The rules refuse an expired link, but a copy in the local cache may still answer.
  if (list.expiresAt.getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'open', list };
}

/** The ticks still to show over `list`: those it does not show yet. */
function unshownTicks(ticks: Readonly<Record<string, boolean>>, list: SharedGroceryList): Readonly<Record<string, boolean>> {
  const waiting = Object.entries(ticks).filter(([key, checked]) => (Object.hasOwn(list.lines, key) ? list.lines[key]?.checked : undefined) !== checked);
  return waiting.length === Object.keys(ticks).length ? ticks : Object.fromEntries(waiting);
}

function withTicks(list: SharedGroceryList, ticks: Readonly<Record<string, boolean>>): SharedGroceryList {
  const lines = { ...list.lines };
  for (const [key, checked] of Object.entries(ticks)) {
    const line = Object.hasOwn(lines, key) ? lines[key] : undefined;
    if (line) lines[key] = { ...line, checked };
  }
  return { ...list, lines };
}

/**
 * The list behind a share link, live, for anyone holding the link (spec B §6). A token of
 * another form than the app writes is not a list: it is never read. Mount once per token.
 */
export function useSharedList(token: string): SharedList {
  const wellFormed = shareToken.test(token);
  const [read, setRead] = useState<SharedListView>(() => (wellFormed ? { state: 'loading' } : { state: 'notFound' }));
  // Ticks shown before the view holds them (spec B §4, "Item checked"), by line key.
  const [shownTicks, setShownTicks] = useState<Readonly<Record<string, boolean>>>({});
  const [tickError, setTickError] = useState<LocaleKey | null>(null);
  // The latest tick of each line: an older one refused must not take a newer one back.
  const latestTick = useRef(new Map<string, number>());

  useEffect(() => {
    if (!wellFormed) return;
    return data.watchSharedList(
      token,
      (list) => {
        setRead(viewOf(list));
        // A tick the view now holds is the view's to show from then on, whoever changes it next.
        if (list) setShownTicks((ticks) => unshownTicks(ticks, list));
      },
      (reason) => setRead({ state: reason }),
    );
  }, [token, wellFormed]);

  const list = read.state === 'open' ? read.list : null;

  const tick = useCallback(
    (lineKey: string, checked: boolean) => {
      if (!list) return;
      const request = (latestTick.current.get(lineKey) ?? 0) + 1;
      latestTick.current.set(lineKey, request);
      setShownTicks((ticks) => ({ ...ticks, [lineKey]: checked }));
      setTickError(null);
      // A refused tick is taken back at once; an accepted one shows until the view holds it.
      void data.tickSharedLine(token, lineKey, checked).then((outcome) => {
        if (outcome.ok) return;
        if (latestTick.current.get(lineKey) === request) setShownTicks(({ [lineKey]: _refused, ...others }) => others);
        setTickError(outcome.error);
      });
    },
    [list, token],
  );

  const view = useMemo<SharedListView>(() => (list ? { state: 'open', list: withTicks(list, shownTicks) } : read), [list, read, shownTicks]);
  const dismissTickFailure = useCallback(() => setTickError(null), []);
  return { view, tick, tickError, dismissTickFailure };
}
