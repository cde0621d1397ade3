import { arrayRemove, arrayUnion, serverTimestamp, writeBatch, type WriteBatch } from 'firebase/firestore';
import type { RecipeTagChanges } from '@/domain/cookbook/recipe-tags';
import { cookbookRef, db } from './cookbook-ref';

/** What this batch needs of a recipe save the recipes store planned (its RecipeSave): the recipe's id and its write. */
interface PlannedRecipeWrite {
  id: string;
  write: (batch: WriteBatch) => void;
}

/**
 * A recipe and the tags it joins or leaves, in one batch: both land or neither does. Each tag
 * changes by field path and arrayUnion/arrayRemove, so a member tagging another recipe at the
 * same time loses nothing (DESIGN.md §3, "Concurrent edits").
 */
export async function saveRecipeWithTags(save: PlannedRecipeWrite, householdId: string, changes: RecipeTagChanges): Promise<void> {
  const batch = writeBatch(db());
  save.write(batch);
  if (changes.added.length > 0 || changes.removed.length > 0) {
    batch.update(cookbookRef(householdId), {
      ...Object.fromEntries(changes.added.map((tagId) => [`tags.${tagId}.recipeIds`, arrayUnion(save.id)])),
      ...Object.fromEntries(changes.removed.map((tagId) => [`tags.${tagId}.recipeIds`, arrayRemove(save.id)])),
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}
