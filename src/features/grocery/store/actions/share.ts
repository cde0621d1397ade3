import { canEditHouseholdContent } from '@/domain/household/roles';
import { shareExpiryFrom } from '@/domain/grocery/share-fields';
import { SHARE_TOKEN_BYTES, shareTokenFromBytes } from '@/domain/grocery/share-token';
import { openShareToken } from '@/domain/grocery/shared-list';
import { readHousehold } from '@/features/household';
import * as data from '../../data';
import type { GrocerySlice } from '../state';
import { sharedSnapshotNow } from '../shared-snapshot';

/** A new capability: 128 random bits, never derived from ids (DESIGN.md §3, "Share links"). */
function newShareToken(): string {
  return shareTokenFromBytes(crypto.getRandomValues(new Uint8Array(SHARE_TOKEN_BYTES)));
}

/**
 * Sharing the active list (spec B §4): its live link again when it has one; otherwise, for the
 * household's writers, a new token valid SHARE_LINK_VALIDITY_DAYS, written in one batch with
 * the list's share fields, its shared view as the app knows it now (follow-shared-view.ts
 * completes it once the recipes have arrived) and the view's owner. Viewers get null: they cannot make a link.
 */
export const shareActions: GrocerySlice<'shareList'> = (set, get) => {
  // One link at a time: a second tap while the first is being made must not mint a token that
  // replaces it, leaving the first link opening a view nobody keeps current.
  let pending: Promise<string | null> | null = null;

  const share = async (): Promise<string | null> => {
    const { list } = get();
    if (!list) {
      console.warn('No active grocery list to share');
      return null;
    }
    const now = new Date();
    const open = openShareToken(list, now);
    if (open) return open;
    if (!canEditHouseholdContent(readHousehold((state) => state.roles[list.organizationId]))) {
      console.warn('Only the writers of a household make its share links');
      return null;
    }
    const token = newShareToken();
    const expiresAt = shareExpiryFrom(now);
    const { snapshot } = sharedSnapshotNow(get(), list, expiresAt);
    try {
      await data.commitWrites([data.shareListWrite(list.id, token, expiresAt), data.publishSharedListWrite(token, snapshot, { organizationId: list.organizationId, listId: list.id })]);
      return token;
    } catch (cause) {
      console.error('Sharing the grocery list failed', cause);
      set({ error: 'grocery.errors.share' });
      return null;
    }
  };

  return {
    shareList: () =>
      (pending ??= share().finally(() => {
        pending = null;
      })),
  };
};
