import { deleteField, FieldPath, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { ShopperTick } from '@/domain/grocery/shopper-tick';
import type { UntickWrite } from '@/domain/grocery/untick';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { groceryListRef } from './grocery-refs';

// Ticks, written straight to the list: the SDK shows them at once and takes a refused one back.
// Each touches its keys by field path, so members ticking at once never overwrite each other
// (DESIGN.md §3); line keys and ids are free text, never read as dotted paths.

const tick = (key: string) => new FieldPath('checkedItems', key);
const customItemChecked = (id: string) => new FieldPath('customItems', id, 'checked');

/** checkedItems.{lineKey} = what the shopper bought. */
export function tickLine(listId: string, lineKey: string, bought: ShopperTick, firestore?: Firestore): Promise<void> {
  return updateDoc(groceryListRef(listId, firestore), tick(lineKey), bought, 'updatedAt', serverTimestamp());
}

/** Deletes the ticks and unchecks the custom items of each write (untickWrites), one update each. */
export async function untickLine(listId: string, writes: readonly UntickWrite[], firestore?: Firestore): Promise<void> {
  const ref = groceryListRef(listId, firestore);
  await Promise.all(
    writes.map(({ tickKeys, customItemIds }) =>
      updateDoc(
        ref,
        'updatedAt',
        serverTimestamp(),
        ...tickKeys.flatMap((key) => [tick(key), deleteField()]),
        ...customItemIds.flatMap((id) => [customItemChecked(id), false]),
      ),
    ),
  );
}

/**
 * untickLine's updates for another feature's batch: 'Ranger les articles cochés' clears the
 * ticks in the batch that stocks the cupboard, so the bag is never put away twice.
 */
export function untickWrite(listId: string, writes: readonly UntickWrite[], firestore?: Firestore): DocumentWrite {
  const ref = groceryListRef(listId, firestore);
  return (writer) => {
    for (const { tickKeys, customItemIds } of writes) {
      writer.update(ref, 'updatedAt', serverTimestamp(), ...tickKeys.flatMap((key) => [tick(key), deleteField()]), ...customItemIds.flatMap((id) => [customItemChecked(id), false]));
    }
  };
}
