import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { groceryListSchema, type GroceryList } from '@/domain/grocery/grocery-list';
import { readDoc } from '@/lib/firebase/typed-doc';
import { groceryLists } from './grocery-refs';

/** Fields older lists stored as arrays, which the app now keeps as maps written by field path. */
const keyedFields = ['mealEntryRefs', 'checkedItems', 'customItems'];

/**
 * The household's list, live: the newest active one (spec B §4, §7: limit 1), and whether it
 * still holds an older array (read fine, but not writable by field path). Index:
 * groceryListsV2 (organizationId, status, createdAt desc).
 */
export function watchActiveGroceryList(
  householdId: string,
  onChange: (list: GroceryList | null, olderShape: boolean) => void,
  onError: (error: unknown) => void,
): () => void {
  return onSnapshot(
    query(groceryLists(), where('organizationId', '==', householdId), where('status', '==', 'active'), orderBy('createdAt', 'desc'), limit(1)),
    (snapshot) => {
      const [stored] = snapshot.docs;
      onChange(stored ? readDoc(stored, groceryListSchema) : null, stored !== undefined && keyedFields.some((field) => Array.isArray(stored.get(field))));
    },
    onError,
  );
}
