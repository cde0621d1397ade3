import { serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { MealEntryRefFields } from '@/domain/grocery/grocery-list';
import { customItemData, type NewCustomItem } from './custom-item-writes';
import { groceryListRef } from './grocery-refs';

/** A list about to be opened: its id made on the device, its household and its name. */
export interface ListToOpen {
  id: string;
  organizationId: string;
  name: string;
}

/** What a list's first entries may be: at most three of each map, which the rules take in one write (inWrites). */
export interface FirstEntries {
  mealEntryRefs?: Readonly<Record<string, MealEntryRefFields>>;
  customItems?: Readonly<Record<string, NewCustomItem>>;
}

/** A new active list's document, holding its first entries (spec B §4: adding to a household with no active list opens one). */
export function newListDocument(list: ListToOpen, entries: FirstEntries) {
  return {
    organizationId: list.organizationId,
    name: list.name,
    status: 'active',
    mealEntryRefs: { ...entries.mealEntryRefs },
    checkedItems: {},
    customItems: Object.fromEntries(Object.entries(entries.customItems ?? {}).map(([itemId, item]) => [itemId, customItemData(item)])),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** Opens a list on its own, for the list's actions (adding an item or meals by hand). */
export function openList(list: ListToOpen, entries: FirstEntries, firestore?: Firestore): Promise<void> {
  return setDoc(groceryListRef(list.id, firestore), newListDocument(list, entries));
}
