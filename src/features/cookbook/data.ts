import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteField,
  doc,
  documentId,
  getDocs,
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
      const cookbook = cookbookSchema.parse({ ...snapshot.data(), id: snapshot.id });
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

/** Public recipes by id, 30 per query (Firestore's `in` limit); deleted ones are skipped. */
export async function fetchPublicRecipes(ids: readonly string[]): Promise<Recipe[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += 30) chunks.push(ids.slice(start, start + 30));
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(db(), collections.recipes), where('isPublic', '==', true), where(documentId(), 'in', chunk)))),
  );
  return snapshots.flatMap((snapshot) =>
    snapshot.docs.flatMap((recipe) => {
      const parsed = recipeSchema.safeParse({ ...recipe.data(), id: recipe.id });
      return parsed.success ? [parsed.data] : [];
    }),
  );
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
  const batch = writeBatch(db());
  batch.delete(doc(db(), collections.bookmarks, bookmarkId(userId, recipeId)));
  batch.update(doc(db(), collections.recipes, recipeId), { bookmarkCount: increment(-1) });
  batch.update(cookbookRef(organizationId), {
    publicRecipeIds: arrayRemove(recipeId),
    ...Object.fromEntries(tagIds.map((tagId) => [`tags.${tagId}.recipeIds`, arrayRemove(recipeId)])),
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
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
