import { deleteField, doc, FieldPath, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { GroceryCustomItem } from '@/domain/grocery/grocery-list';
import { groceryLists } from './grocery-refs';
import { updateList } from './list-update';

// Items typed by hand, each at customItems.{id}. Ids are written through FieldPath: an id is
// never read as a dotted path.

/** What the add-item form gives (spec B §5). */
export type NewCustomItem = Pick<GroceryCustomItem, 'name' | 'quantity' | 'unit' | 'category'> & { standardIngredientId: string | null };

const item = (itemId: string, ...rest: string[]) => new FieldPath('customItems', itemId, ...rest);

/** A new item's key: Firestore's own auto-id (20 random characters), made on the device. */
export function newCustomItemId(): string {
  return doc(groceryLists()).id;
}

/**
 * An item as stored: its fields named one by one (the rules refuse any other), unticked,
 * stamped by the server, with an ingredient id only when it has one.
 */
export function customItemData({ name, quantity, unit, category, standardIngredientId }: NewCustomItem) {
  return { name, quantity, unit, category, checked: false, createdAt: serverTimestamp(), ...(standardIngredientId === null ? {} : { standardIngredientId }) };
}

export function addCustomItem(listId: string, itemId: string, fields: NewCustomItem, firestore?: Firestore): Promise<void> {
  return updateList(listId, [[item(itemId), customItemData(fields)]], firestore);
}

/** customItems.{id}.quantity alone: a tick by another member at the same moment stays. */
export function setCustomItemQuantity(listId: string, itemId: string, quantity: number, firestore?: Firestore): Promise<void> {
  return updateList(listId, [[item(itemId, 'quantity'), quantity]], firestore);
}

export function removeCustomItem(listId: string, itemId: string, firestore?: Firestore): Promise<void> {
  return updateList(listId, [[item(itemId), deleteField()]], firestore);
}
