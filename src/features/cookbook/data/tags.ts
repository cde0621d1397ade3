import { deleteField, serverTimestamp, updateDoc } from 'firebase/firestore';
import { cookbookRef } from './cookbook-ref';

// Tags live in the cookbook's map and are written by field path (tags.{id}…), so that members
// editing different tags at once never overwrite each other (DESIGN.md §3, "Concurrent edits").

export async function createTag(householdId: string, tag: { id: string; name: string; color: string }): Promise<void> {
  await updateDoc(cookbookRef(householdId), {
    [`tags.${tag.id}`]: { ...tag, organizationId: householdId, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
    updatedAt: serverTimestamp(),
  });
}

export async function updateTag(householdId: string, tagId: string, changes: { name: string; color: string }): Promise<void> {
  await updateDoc(cookbookRef(householdId), {
    [`tags.${tagId}.name`]: changes.name,
    [`tags.${tagId}.color`]: changes.color,
    [`tags.${tagId}.updatedAt`]: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export async function deleteTag(householdId: string, tagId: string): Promise<void> {
  await updateDoc(cookbookRef(householdId), { [`tags.${tagId}`]: deleteField(), updatedAt: serverTimestamp() });
}
