import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { deleteObject, getDownloadURL, ref as storageRef, uploadBytesResumable } from 'firebase/storage';
import { collections } from '@/domain/collections';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import type { RecipeWrite } from '@/domain/recipes/recipe-form';
import { standardIngredientSchema, type StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { firebase } from '@/lib/firebase';

/** Spec B §9: each discovery view shows 20 recipes. */
export const DISCOVERY_PAGE_SIZE = 20;

export const discoveryViews = ['latest', 'showcase', 'popular'] as const;
export type DiscoveryView = (typeof discoveryViews)[number];

const discoveryQueries: Record<DiscoveryView, QueryConstraint[]> = {
  latest: [where('isPublic', '==', true), orderBy('createdAt', 'desc')],
  showcase: [where('isPublic', '==', true), where('showcase', '==', true), orderBy('createdAt', 'desc')],
  popular: [where('isPublic', '==', true), orderBy('bookmarkCount', 'desc')],
};

const recipes = () => collection(firebase().db, collections.recipes);

/** A stored recipe, or null when it is unreadable: one bad document must not empty a whole list. */
function toRecipe(snapshot: DocumentSnapshot): Recipe | null {
  const parsed = recipeSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!parsed.success) console.warn(`Recipe ${snapshot.id} skipped:`, parsed.error.issues[0]?.message);
  return parsed.success ? parsed.data : null;
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

/** Live public recipes of one discovery view. */
export function watchDiscoveryView(view: DiscoveryView, onChange: (recipes: Recipe[]) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    query(recipes(), ...discoveryQueries[view], limit(DISCOVERY_PAGE_SIZE)),
    (snapshot) => onChange(snapshot.docs.map(toRecipe).filter(present)),
    onError,
  );
}

/** Live recipes of a household (its cookbook and the planner pick from these). */
export function watchHouseholdRecipes(organizationId: string, onChange: (recipes: Recipe[]) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    query(recipes(), where('organizationId', '==', organizationId), orderBy('createdAt', 'desc')),
    (snapshot) => onChange(snapshot.docs.map(toRecipe).filter(present)),
    onError,
  );
}

export async function fetchRecipe(id: string): Promise<Recipe | null> {
  const snapshot = await getDoc(doc(recipes(), id));
  return snapshot.exists() ? toRecipe(snapshot) : null;
}

export async function fetchRecipeBySeoUrl(seoUrl: string): Promise<Recipe | null> {
  const snapshot = await getDocs(query(recipes(), where('isPublic', '==', true), where('seoUrl', '==', seoUrl), limit(1)));
  const [first] = snapshot.docs;
  return first ? toRecipe(first) : null;
}

/** What a save writes: the form's fields plus the readable address of a public recipe. */
export type RecipeFields = RecipeWrite & { seoUrl: string | null };

function withoutUndefined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as T;
}

// Optional fields a save may clear: an update deletes them rather than leaving the old value.
const clearableFields = ['prepTime', 'cookTime', 'sourceUrl', 'image', 'seoUrl'] as const;

/** An id for a recipe about to be created, so its seoUrl can be written with it in one go. */
export function newRecipeId(): string {
  return doc(recipes()).id;
}

export function createRecipe(id: string, fields: RecipeFields, owner: { organizationId: string; createdBy: { id: string; name: string } }): Promise<void> {
  return setDoc(doc(recipes(), id), {
    ...withoutUndefined(fields),
    ...owner,
    bookmarkCount: 0,
    showcase: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export function updateRecipe(id: string, fields: RecipeFields): Promise<void> {
  const cleared = clearableFields.filter((field) => fields[field] === undefined || fields[field] === null).map((field) => [field, deleteField()]);
  return updateDoc(doc(recipes(), id), { ...withoutUndefined(fields), ...Object.fromEntries(cleared), updatedAt: serverTimestamp() });
}

export function deleteRecipe(id: string): Promise<void> {
  return deleteDoc(doc(recipes(), id));
}

/** The shared ingredient catalogue, read once per session (spec B §7). */
export async function fetchStandardIngredients(): Promise<StandardIngredient[]> {
  const snapshot = await getDocs(collection(firebase().db, collections.standardIngredients));
  return snapshot.docs.flatMap((entry) => {
    const parsed = standardIngredientSchema.safeParse({ ...entry.data(), id: entry.id });
    return parsed.success ? [parsed.data] : [];
  });
}

/** True when a Storage backend is there to take uploads; otherwise pictures go inline. */
export function canUploadImages(): boolean {
  return firebase().storage !== undefined;
}

/**
 * Uploads a picture with progress (0–100) and gives back its download address. A transfer
 * still running after `timeoutMs` is cancelled, which rejects with storage/canceled.
 */
export function uploadImage(path: string, file: Blob, onProgress: (percent: number) => void, timeoutMs: number): Promise<string> {
  const storage = firebase().storage;
  if (!storage) return Promise.reject(Object.assign(new Error('Storage unavailable'), { code: 'storage/unknown' }));
  const task = uploadBytesResumable(storageRef(storage, path), file, { contentType: file.type || 'image/jpeg' });
  const timer = setTimeout(() => task.cancel(), timeoutMs);
  return new Promise<void>((resolve, reject) => {
    task.on('state_changed', (snapshot) => onProgress(Math.round((snapshot.bytesTransferred / Math.max(snapshot.totalBytes, 1)) * 100)), reject, () => resolve());
  })
    .finally(() => clearTimeout(timer))
    .then(() => getDownloadURL(task.snapshot.ref).catch((error: unknown) => Promise.reject(Object.assign(new Error('download-url'), { cause: error, code: 'nioo/download-url' }))));
}

/**
 * Deletes a stored picture by its address (download or gs:// URL), which names its bucket too.
 * Rejects when the address is no Storage address of this app or the rules refuse.
 */
export async function deleteImage(address: string): Promise<void> {
  const storage = firebase().storage;
  if (!storage) throw Object.assign(new Error('Storage unavailable'), { code: 'storage/unknown' });
  await deleteObject(storageRef(storage, address));
}
