import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteField,
  doc,
  getDoc,
  increment,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { bookmarkId, bookmarkSchema, type Bookmark } from '@/domain/recipes/bookmark';
import { cookbookSchema, type Cookbook } from '@/domain/recipes/cookbook';
import { defaultCookbookTags, missingDefaultTags, SYSTEM_TAG_ID } from '@/domain/recipes/default-cookbook-tags';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import { savedViewSchema, type SavedView } from '@/domain/recipes/saved-view';
import { collections } from '@/domain/collections';
import { firebase } from '@/lib/firebase';

const db = () => firebase().db;
const cookbookRef = (organizationId: string) => doc(db(), collections.cookbooks, organizationId);

function defaultTagFields(organizationId: string, tags: readonly (typeof defaultCookbookTags)[number][]) {
  return Object.fromEntries(tags.map((tag) => [tag.id, { ...tag, organizationId, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() }]));
}

/**
 * Live cookbook of a household. A missing cookbook is created, and missing default tags are
 * added by field path, so a concurrent edit of another tag is never overwritten (spec B §9).
 */
export function watchCookbook(organizationId: string, onChange: (cookbook: Cookbook) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    cookbookRef(organizationId),
    (snapshot) => {
      if (!snapshot.exists()) {
        void setDoc(cookbookRef(organizationId), {
          organizationId,
          publicRecipeIds: [],
          tags: defaultTagFields(organizationId, defaultCookbookTags),
          savedViews: [],
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }).catch(onError);
        return;
      }
      const parsed = cookbookSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
      if (!parsed.success) return onError(parsed.error);
      const cookbook = parsed.data;
      const missing = missingDefaultTags(Object.keys(cookbook.tags));
      if (missing.length > 0 && !snapshot.metadata.hasPendingWrites) {
        const fields = Object.entries(defaultTagFields(organizationId, missing)).map(([id, tag]) => [`tags.${id}`, tag] as const);
        void updateDoc(cookbookRef(organizationId), Object.fromEntries(fields)).catch(onError);
      }
      onChange(cookbook);
    },
    onError,
  );
}

export function watchBookmarks(userId: string, onChange: (bookmarks: Bookmark[]) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    query(collection(db(), collections.bookmarks), where('userId', '==', userId)),
    (snapshot) => onChange(snapshot.docs.map((bookmark) => bookmarkSchema.parse(bookmark.data()))),
    onError,
  );
}

/**
 * Bookmarked recipes by id, one read each: a recipe deleted or made private since is
 * skipped instead of failing the others (an `in` query is refused as a whole).
 */
export async function fetchPublicRecipes(ids: readonly string[]): Promise<Recipe[]> {
  const found = await Promise.all(ids.map((id) => getDoc(doc(db(), collections.recipes, id)).catch(() => null)));
  return found.flatMap((snapshot) => {
    if (!snapshot?.exists()) return [];
    const parsed = recipeSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    return parsed.success && parsed.data.isPublic ? [parsed.data] : [];
  });
}

/**
 * Bookmarks a public recipe in one batch: the user's bookmark, the recipe's count (+1, which
 * the rules tie to the bookmark), and the cookbook's list with the system tag (spec B §4).
 */
export async function addBookmark(userId: string, organizationId: string, recipeId: string): Promise<void> {
  const batch = writeBatch(db());
  batch.set(doc(db(), collections.bookmarks, bookmarkId(userId, recipeId)), { userId, recipeId, createdAt: serverTimestamp() });
  batch.update(doc(db(), collections.recipes, recipeId), { bookmarkCount: increment(1) });
  batch.update(cookbookRef(organizationId), {
    publicRecipeIds: arrayUnion(recipeId),
    [`tags.${SYSTEM_TAG_ID}.recipeIds`]: arrayUnion(recipeId),
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
}

/** The reverse of addBookmark; the recipe leaves every tag of the cookbook too. */
export async function removeBookmark(userId: string, organizationId: string, recipeId: string, tagIds: readonly string[]): Promise<void> {
  const commit = (withCount: boolean) => {
    const batch = writeBatch(db());
    batch.delete(doc(db(), collections.bookmarks, bookmarkId(userId, recipeId)));
    if (withCount) batch.update(doc(db(), collections.recipes, recipeId), { bookmarkCount: increment(-1) });
    batch.update(cookbookRef(organizationId), {
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

export async function createTag(organizationId: string, tag: { id: string; name: string; color: string }): Promise<void> {
  await updateDoc(cookbookRef(organizationId), {
    [`tags.${tag.id}`]: { ...tag, organizationId, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
    updatedAt: serverTimestamp(),
  });
}

export async function updateTag(organizationId: string, tagId: string, changes: { name: string; color: string }): Promise<void> {
  await updateDoc(cookbookRef(organizationId), {
    [`tags.${tagId}.name`]: changes.name,
    [`tags.${tagId}.color`]: changes.color,
    [`tags.${tagId}.updatedAt`]: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export async function deleteTag(organizationId: string, tagId: string): Promise<void> {
  await updateDoc(cookbookRef(organizationId), { [`tags.${tagId}`]: deleteField(), updatedAt: serverTimestamp() });
}

export async function setRecipeTag(organizationId: string, tagId: string, recipeId: string, tagged: boolean): Promise<void> {
  await updateDoc(cookbookRef(organizationId), {
    [`tags.${tagId}.recipeIds`]: tagged ? arrayUnion(recipeId) : arrayRemove(recipeId),
    [`tags.${tagId}.updatedAt`]: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Saved views live in an array: edits go through a transaction so concurrent ones are not lost. */
async function editSavedViews(organizationId: string, edit: (views: SavedView[]) => SavedView[]): Promise<void> {
  await runTransaction(db(), async (transaction) => {
    const snapshot = await transaction.get(cookbookRef(organizationId));
    const views = cookbookSchema.parse({ ...snapshot.data(), id: snapshot.id }).savedViews;
    const next = edit(views).map((view) => savedViewSchema.parse(view));
    transaction.update(cookbookRef(organizationId), { savedViews: next, updatedAt: serverTimestamp() });
  });
}

export function saveView(organizationId: string, view: SavedView): Promise<void> {
  return editSavedViews(organizationId, (views) => (views.some((existing) => existing.id === view.id) ? views.map((existing) => (existing.id === view.id ? view : existing)) : [...views, view]));
}

export function deleteView(organizationId: string, viewId: string): Promise<void> {
  return editSavedViews(organizationId, (views) => views.filter((view) => view.id !== viewId));
}
