import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SHARED_PAGE_TOKEN_PATTERN } from '@/domain/grocery/share-fields';
import type { SharedGroceryList } from '@/domain/grocery/shared-list';
import { fullMatch } from '@/domain/shared/full-match';
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
  /** Ticks or unticks a line at once; a refused tick is taken back and sets `tickFailed`. */
  tick: (lineKey: string, checked: boolean) => void;
  tickFailed: boolean;
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
  // Ticks shown before the database answers (spec B §4, "Item checked"), by line key.
  const [shownTicks, setShownTicks] = useState<Readonly<Record<string, boolean>>>({});
  const [tickFailed, setTickFailed] = useState(false);
  // The latest tick of each line: an older one settling must not take a newer one back.
  const latestTick = useRef(new Map<string, number>());

  useEffect(() => {
    if (!wellFormed) return;
    return data.watchSharedList(
      token,
      (list) => setRead(viewOf(list)),
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
      setTickFailed(false);
      // Settled, the tick is the listener's to show: the SDK has it from the write, or took it back.
      const settle = () => {
        if (latestTick.current.get(lineKey) !== request) return;
        setShownTicks(({ [lineKey]: _settled, ...others }) => others);
      };
      data.tickSharedLine(list, lineKey, checked).then(settle, (cause: unknown) => {
        console.error('Shared grocery list tick failed', cause);
        settle();
        setTickFailed(true);
      });
    },
    [list],
  );

  const view = useMemo<SharedListView>(() => (list ? { state: 'open', list: withTicks(list, shownTicks) } : read), [list, read, shownTicks]);
  const dismissTickFailure = useCallback(() => setTickFailed(false), []);
  return { view, tick, tickFailed, dismissTickFailure };
}
