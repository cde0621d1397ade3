import { FieldPath, FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { collections } from '@domain/collections.ts';
import { GROCERY_LIST_MAX_CHECKED_ITEMS } from '@domain/grocery/grocery-list.ts';
import { isShareLinkOpen, shareFieldsSchema } from '@domain/grocery/share-fields.ts';
import { sharedListOwnerSchema, type SharedListOwner } from '@domain/grocery/shared-list-owner.ts';
import { lifecycleStatusSchema } from '@domain/shared/lifecycle-status.ts';
import { timestampSchema } from '@domain/shared/timestamp.ts';
import { ApiRefusal } from '../http/messages.ts';
import { readDoc } from '../read-doc.ts';

export interface SharedLineTick {
  token: string;
  lineKey: string;
  checked: boolean;
}

/** What a tick needs of the view: its state, and the two columns it reads and writes. */
const viewSchema = z.object({
  status: lifecycleStatusSchema,
  expiresAt: timestampSchema,
  lines: z.object({ lineKeys: z.array(z.unknown()), checked: z.array(z.unknown()) }),
});

/** What it needs of the list, of either kind: its state, its link, its ticks. */
const listSchema = z.object({
  organizationId: z.string(),
  status: lifecycleStatusSchema,
  ...shareFieldsSchema.shape,
  checkedItems: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

/** The list a view shows: the current kind, or for a legacy view the older kind. */
function listRef(firestore: Firestore, owner: SharedListOwner): DocumentReference {
  return firestore.collection(owner.legacy ? collections.groceryLists : collections.groceryListsV2).doc(owner.listId);
}

/**
 * The line's tick on the list, unless the list already has as many as it may hold (the limit
 * firestore.rules holds its members to). checkedItems.{lineKey}: true, or deleted to untick.
 */
function tickList(transaction: Transaction, ref: DocumentReference, list: z.infer<typeof listSchema>, { lineKey, checked }: SharedLineTick): void {
  const ticks = list.checkedItems ?? {};
  if (checked && !Object.hasOwn(ticks, lineKey) && Object.keys(ticks).length >= GROCERY_LIST_MAX_CHECKED_ITEMS) throw new ApiRefusal(409, 'sharedList.tickFailed');
  transaction.update(ref, new FieldPath('checkedItems', lineKey), checked ? true : FieldValue.delete(), 'updatedAt', FieldValue.serverTimestamp());
}

/**
 * A visitor's tick through a share link (DESIGN.md §3, "Shared list views hold no ids"), in
 * one transaction: the view must be live and active and show the line, its owner name a list
 * that is still active and shared with this very token until a later date; then the line's tick
 * is written on the view and on the list together, so neither ever holds a tick the other does
 * not. A legacy view's tick stays on the view: the household no longer shows those lists.
 * Refusals are ApiRefusals in the shared page's words.
 */
export async function tickSharedLine(firestore: Firestore, tick: SharedLineTick, now: Date): Promise<void> {
  const viewRef = firestore.collection(collections.sharedGroceryLists).doc(tick.token);
  const ownerRef = firestore.collection(collections.sharedGroceryListOwners).doc(tick.token);
  await firestore.runTransaction(async (transaction) => {
    const [viewSnapshot, ownerSnapshot] = await transaction.getAll(viewRef, ownerRef);
    const view = viewSnapshot && readDoc(viewSnapshot, viewSchema);
    const owner = ownerSnapshot && readDoc(ownerSnapshot, sharedListOwnerSchema);
    // A view an older app wrote, not yet given its owner, cannot be ticked until it is.
    if (!view || !owner) throw new ApiRefusal(404, 'sharedList.notFound');
    if (view.expiresAt.getTime() <= now.getTime()) throw new ApiRefusal(410, 'sharedList.expired');
    if (view.status !== 'active') throw new ApiRefusal(409, 'sharedList.archived');
    const index = view.lines.lineKeys.indexOf(tick.lineKey);
    if (index < 0 || index >= view.lines.checked.length) throw new ApiRefusal(404, 'sharedList.lineNotFound');

    const ref = listRef(firestore, owner);
    const list = readDoc(await transaction.get(ref), listSchema);
    if (!list || list.organizationId !== owner.organizationId) throw new ApiRefusal(404, 'sharedList.notFound');
    if (list.status !== 'active') throw new ApiRefusal(409, 'sharedList.archived');
    // Unshared, shared again under another token, or past its link's end: this link no longer works.
    if (!isShareLinkOpen(list, tick.token, now)) throw new ApiRefusal(410, 'sharedList.expired');

    if (!owner.legacy) tickList(transaction, ref, list, tick);
    const checked = view.lines.checked.map((stored, i) => (i === index ? tick.checked : stored));
    transaction.update(viewRef, new FieldPath('lines', 'checked'), checked, 'updatedAt', FieldValue.serverTimestamp());
  });
}
