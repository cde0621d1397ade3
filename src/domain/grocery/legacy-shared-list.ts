import { safeAggregate } from './aggregate-grocery-list';
import type { AggregatableCustomItem } from './grocery-line';
import type { LegacyGroceryList } from './legacy-grocery-list';
import { hasLiveShareToken } from './share-fields';
import { sharedListSnapshot, type SharedListSnapshot } from './shared-list';
import type { SharedListOwner } from './shared-list-owner';

/**
 * Whether a token can name a document: legacy links were found by a query on shareToken, so
 * their tokens may be anything, while the shared view's id is the token (at most 1,500 bytes,
 * which 500 UTF-16 units never exceed).
 */
function isDocumentId(token: string): boolean {
  return token.length <= 500 && !token.includes('/') && token !== '.' && token !== '..' && !/^__.*__$/.test(token);
}

/**
 * The shared view a legacy list's link opens (DESIGN.md §3: a shared legacy token still opens)
 * and its owner, marked legacy, or null when it has no link still working: not public, expired,
 * or a token no document can be named by. Its items are merged into lines as custom items are,
 * and its name cut to what a view holds. The view keeps the list's own token, however old its
 * form: the link already out there must open, and it stops at the list's expiry.
 */
export function legacySharedView(list: LegacyGroceryList, now: Date): { token: string; owner: SharedListOwner; view: SharedListSnapshot } | null {
  const token = list.shareToken;
  if (!list.isPublic || token === null || list.shareExpiry === null || !hasLiveShareToken(list, now) || !isDocumentId(token)) return null;
  // Keyed by position, so two items sharing an id both count, in their stored order.
  const customItems: Record<string, AggregatableCustomItem> = Object.fromEntries(list.items.map((item, index) => [`item-${String(index).padStart(5, '0')}`, item]));
  const { items } = safeAggregate({ mealEntryRefs: {}, checkedItems: {}, customItems }, new Map());
  return {
    token,
    owner: { organizationId: list.organizationId, listId: list.id, legacy: true },
    view: sharedListSnapshot(list, items, list.shareExpiry),
  };
}
