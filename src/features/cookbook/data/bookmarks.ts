import { arrayRemove, arrayUnion, collection, doc, increment, onSnapshot, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { bookmarkId, bookmarkSchema, type Bookmark } from '@/domain/cookbook/bookmark';
import { SYSTEM_TAG_ID } from '@/domain/cookbook/default-cookbook-tags';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { readDocs } from '@/lib/firebase/typed-doc';
import { cookbookRef, db } from './cookbook-ref';

export function watchBookmarks(userId: string, onChange: (bookmarks: Bookmark[]) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    query(collection(db(), collections.bookmarks), where('userId', '==', userId)),
    (snapshot) => onChange(readDocs(snapshot.docs, bookmarkSchema)),
    onError,
  );
}

/**
 * The writes that bookmark a public recipe: the user's bookmark, the recipe's count (+1, which
 * the rules tie to the bookmark), and the cookbook's list with the system tag (spec B §4). Also
 * part of the planner's add-to-plan transaction, for a recipe of another household.
 */
export function bookmarkWrites(userId: string, householdId: string, recipeId: string): DocumentWrite {
  return (writer) => {
    writer.set(doc(db(), collections.bookmarks, bookmarkId(userId, recipeId)), { userId, recipeId, createdAt: serverTimestamp() });
    writer.update(doc(db(), collections.recipes, recipeId), { bookmarkCount: increment(1) });
    writer.update(cookbookRef(householdId), {
      publicRecipeIds: arrayUnion(recipeId),
      [`tags.${SYSTEM_TAG_ID}.recipeIds`]: arrayUnion(recipeId),
      updatedAt: serverTimestamp(),
    });
  };
}

/** Bookmarks a public recipe in one batch. */
export async function addBookmark(userId: string, householdId: string, recipeId: string): Promise<void> {
  const batch = writeBatch(db());
  bookmarkWrites(userId, householdId, recipeId)(batch);
  await batch.commit();
}

/** The reverse of addBookmark; the recipe leaves every tag of the cookbook too. */
export async function removeBookmark(userId: string, householdId: string, recipeId: string, tagIds: readonly string[]): Promise<void> {
  const commit = (withCount: boolean) => {
    const batch = writeBatch(db());
    batch.delete(doc(db(), collections.bookmarks, bookmarkId(userId, recipeId)));
    if (withCount) batch.update(doc(db(), collections.recipes, recipeId), { bookmarkCount: increment(-1) });
    batch.update(cookbookRef(householdId), {
      publicRecipeIds: arrayRemove(recipeId),
      ...Object.fromEntries(tagIds.map((tagId) => [`tags.${tagId}.recipeIds`, arrayRemove(recipeId)])),
      updatedAt: serverTimestamp(),
    });
    return batch.commit();
  };
  try {
    await commit(true);
  } catch (error) {
    // The recipe was deleted meanwhile: there is no count left to lower.
    if ((error as { code?: string }).code !== 'not-found') throw error;
    await commit(false);
  }
}
