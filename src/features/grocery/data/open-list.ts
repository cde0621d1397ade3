import { serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { MealEntryRefFields } from '@/domain/grocery/grocery-list-v2';
import { customItemData, type NewCustomItem } from './custom-item-writes';
import { groceryListRef } from './grocery-refs';

/** A list about to be opened: its id made on the device, its household and its name. */
export interface ListToOpen {
  id: string;
  organizationId: string;
  name: string;
}

/**
 * A new active list holding its first entries, laid out as createListWithMealRefWrite lays it
 * out (spec B §4: adding to a household with no active list opens one). The rules take at most
 * three entries of each map (inWrites).
 */
export function openList(
  list: ListToOpen,
  entries: { mealEntryRefs?: Readonly<Record<string, MealEntryRefFields>>; customItems?: Readonly<Record<string, NewCustomItem>> },
  firestore?: Firestore,
): Promise<void> {
  return setDoc(groceryListRef(list.id, firestore), {
    organizationId: list.organizationId,
    name: list.name,
    status: 'active',
    mealEntryRefs: { ...entries.mealEntryRefs },
    checkedItems: {},
    customItems: Object.fromEntries(Object.entries(entries.customItems ?? {}).map(([itemId, item]) => [itemId, customItemData(item)])),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}
