import { deleteField, type Firestore } from 'firebase/firestore';
import type { MealEntryRefFields } from '@/domain/grocery/grocery-list';
import { mealRef } from './grocery-refs';
import { updateList } from './list-update';

// The list's own additions and removals of planned meals, each meal at mealEntryRefs.{mealEntryId},
// written through FieldPath (a meal's portions are the meal's own: meal-portions-writes.ts).

/** Meals added in one update: at most three, which is all the rules take in one write (inWrites). */
export function addMealRefs(listId: string, refs: Readonly<Record<string, MealEntryRefFields>>, firestore?: Firestore): Promise<void> {
  return updateList(
    listId,
    Object.entries(refs).map(([mealEntryId, fields]) => [mealRef(mealEntryId), fields] as const),
    firestore,
  );
}

/** Meals removed in one update, however many: the rules never limit removals. */
export function removeMealRefs(listId: string, mealEntryIds: readonly string[], firestore?: Firestore): Promise<void> {
  return updateList(
    listId,
    mealEntryIds.map((mealEntryId) => [mealRef(mealEntryId), deleteField()] as const),
    firestore,
  );
}
