import { useCallback, useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import type { GroceryStore } from '../store/state';
import { useGrocery } from '../store';

/** How long 'Lien copié !' shows (spec B §9). */
const LINK_COPIED_MS = 2000;

export interface ShareLink {
  share: () => Promise<void>;
  copy: () => Promise<void>;
  /** The link was just copied: true for LINK_COPIED_MS. */
  copied: boolean;
  /** A link is being made: the buttons wait. */
  busy: boolean;
  /** The link itself, shown when the device could neither share nor copy it. */
  shownLink: string | null;
}

const selectShareList = (state: GroceryStore) => state.shareList;

function isCancelled(cause: unknown): boolean {
  return cause instanceof DOMException && cause.name === 'AbortError';
}

/**
 * The share header's two ways out for the active list's public link: the device's share sheet
 * (else the link on screen) and the clipboard. Both first make sure the list has a live link
 * (shareList); a refusal leaves its message in the store's banner.
 */
export function useShareLink(title: string): ShareLink {
  const shareList = useGrocery(selectShareList);
  const [busy, setBusy] = useState(false);
  const [shownLink, setShownLink] = useState<string | null>(null);
  // When the link was copied: a second copy within the two seconds starts them again.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const makeLink = useCallback(async () => {
    setBusy(true);
    try {
      const token = await shareList();
      return token && new URL(paths.sharedGroceryList.href(token), window.location.origin).href;
    } finally {
      setBusy(false);
    }
  }, [shareList]);

  const share = useCallback(async () => {
    const url = await makeLink();
    if (!url) return;
    if (typeof navigator.share !== 'function') {
      setShownLink(url);
      return;
    }
    try {
      await navigator.share({ title, url });
    } catch (cause) {
      // Closing the share sheet is a choice, not a failure; anything else leaves the link to copy by hand.
      if (!isCancelled(cause)) setShownLink(url);
    }
  }, [makeLink, title]);

  const copy = useCallback(async () => {
    const url = await makeLink();
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopiedAt(Date.now());
    } catch (cause) {
      console.warn('Could not copy the share link', cause);
      setShownLink(url);
    }
  }, [makeLink]);

  return { share, copy, copied: copiedAt !== null, busy, shownLink };
}
