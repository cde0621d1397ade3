import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { nextDiscoveryCursor, type DiscoveryPage, type DiscoveryQuery } from '@/domain/recipes/discovery-query';
import { DISCOVERY_TERMS_FIELD, discoveryTerms } from '@/domain/recipes/discovery-terms';
import type { HouseholdPageAnswer, HouseholdPageQuery } from '@/domain/recipes/household-page';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import type { RecipeWrite } from '@/domain/recipes/recipe-form';
import { firebase } from '@/lib/firebase/firestore';
import { readDoc, readDocs } from '@/lib/firebase/typed-doc';

const recipes = () => collection(firebase().db, collections.recipes);

/** A discovery query (discovery-query.ts) as the SDK asks it. */
function discoveryConstraints(asked: DiscoveryQuery): QueryConstraint[] {
  const after = asked.startAfter;
  return [
    ...Object.entries(asked.equals).map(([field, value]) => where(field, '==', value)),
    ...(asked.containsAny ? [where(asked.containsAny.field, 'array-contains-any', asked.containsAny.values)] : []),
    orderBy(asked.descendingBy, 'desc'),
    ...(after
      ? [orderBy(documentId(), 'desc'), startAfter(typeof after.value === 'number' ? after.value : new Timestamp(after.value.seconds, after.value.nanoseconds ?? 0), after.id)]
      : []),
    limit(asked.limit),
  ];
}

/** One discovery page, live: a member's first page follows the catalogue as it changes. */
export function watchDiscoveryPage(asked: DiscoveryQuery, onChange: (page: DiscoveryPage) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    query(recipes(), ...discoveryConstraints(asked)),
    (snapshot) => onChange({ recipes: readDocs(snapshot.docs, recipeSchema), next: nextDiscoveryCursor(asked, snapshot.docs) }),
    onError,
  );
}

/**
 * Live recipes of a household, newest first: those holding `term` when set (the cookbook's name
 * search), at most `limit` (a page or a few), all when null. Calls back with what was asked too.
 */
export function watchHouseholdPage(
  householdId: string,
  asked: HouseholdPageQuery,
  onChange: (answer: HouseholdPageAnswer) => void,
  onError: (error: unknown) => void,
  firestore: Firestore = firebase().db,
): () => void {
  return onSnapshot(
    query(
      collection(firestore, collections.recipes),
      where('organizationId', '==', householdId),
      ...(asked.term === null ? [] : [where(DISCOVERY_TERMS_FIELD, 'array-contains', asked.term)]),
      orderBy('createdAt', 'desc'),
      ...(asked.limit === null ? [] : [limit(asked.limit)]),
    ),
    (snapshot) => onChange({ ...asked, recipes: readDocs(snapshot.docs, recipeSchema) }),
    onError,
  );
}

/** Recipes by id: null for one gone or unreadable; an id left out is not known yet. */
export type RecipesById = Readonly<Record<string, Recipe | null>>;

/**
 * What a snapshot says of `ids`. A document missing from the server's answer is gone (or
 * unreadable); missing from the offline cache, it may only not have been read yet.
 */
function batchOf(ids: readonly string[], snapshot: QuerySnapshot | DocumentSnapshot): RecipesById {
  const found = new Map(readDocs('docs' in snapshot ? snapshot.docs : [snapshot], recipeSchema).map((recipe) => [recipe.id, recipe]));
  const settled = !snapshot.metadata.fromCache;
  const batch: Record<string, Recipe | null> = {};
  for (const id of ids) {
    const recipe = found.get(id);
    if (recipe) batch[id] = recipe;
    else if (settled) batch[id] = null;
  }
  return batch;
}

/** One live read per id, each refused one reading as null. */
function watchEachRecipe(ids: readonly string[], onChange: (recipes: RecipesById) => void, firestore: Firestore): () => void {
  const stops = ids.map((id) =>
    onSnapshot(
      doc(firestore, collections.recipes, id),
      (snapshot) => onChange(batchOf([id], snapshot)),
      () => onChange({ [id]: null }),
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/**
 * Live recipes by id, at most RECIPE_IDS_PER_QUERY (domain/shared/ids-per-query.ts), in one query: the household's own, public ones
 * and deleted ids pass the rules together. A private recipe of another household (one planned
 * while public, made private since) gets the whole query refused, so the batch then reads its
 * ids one by one and only that one reads as null. Calls back with the whole batch on each change.
 */
export function watchRecipeBatch(ids: readonly string[], onChange: (recipes: RecipesById) => void, firestore: Firestore = firebase().db): () => void {
  let stop = onSnapshot(
    query(collection(firestore, collections.recipes), where(documentId(), 'in', ids)),
    (snapshot) => onChange(batchOf(ids, snapshot)),
    () => {
      stop = watchEachRecipe(ids, onChange, firestore);
    },
  );
  return () => stop();
}

export async function fetchRecipe(id: string): Promise<Recipe | null> {
  return readDoc(await getDoc(doc(recipes(), id)), recipeSchema);
}

export async function fetchRecipeBySeoUrl(seoUrl: string): Promise<Recipe | null> {
  const snapshot = await getDocs(query(recipes(), where('isPublic', '==', true), where('seoUrl', '==', seoUrl), limit(1)));
  return readDocs(snapshot.docs, recipeSchema)[0] ?? null;
}

/** What a save writes: the form's fields plus the readable address of a public recipe. */
export type RecipeFields = RecipeWrite & { seoUrl: string | null };

/** Who a new recipe belongs to: the creator's default household, and the creator. */
export interface RecipeOwner {
  organizationId: string;
  createdBy: { id: string; name: string };
}

/** Adds one recipe save to a batch, so that what goes with it (its tags) lands with it or not at all. */
export type RecipeDocumentWrite = (batch: WriteBatch) => void;

function withoutUndefined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as T;
}

// Optional fields a save may clear: an update deletes them rather than leaving the old value.
const clearableFields = ['prepTime', 'cookTime', 'sourceUrl', 'image', 'seoUrl'] as const;

/** An id for a recipe about to be created, so its seoUrl can be written with it in one go. */
export function newRecipeId(): string {
  return doc(recipes()).id;
}

/**
 * A new recipe (with its owner) or an update of an existing one (without). Every save writes the
 * terms discovery finds it by, from its name and classification as saved: private recipes too,
 * so one made public later is found at once.
 */
export function recipeDocumentWrite(id: string, fields: RecipeFields, owner: RecipeOwner | null): RecipeDocumentWrite {
  const ref = doc(recipes(), id);
  const saved = { ...withoutUndefined(fields), discoveryTerms: discoveryTerms(fields) };
  if (owner) {
    return (batch) => batch.set(ref, { ...saved, ...owner, bookmarkCount: 0, showcase: false, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  }
  const cleared = clearableFields.filter((field) => fields[field] === undefined || fields[field] === null).map((field) => [field, deleteField()]);
  return (batch) => batch.update(ref, { ...saved, ...Object.fromEntries(cleared), updatedAt: serverTimestamp() });
}

export function deleteRecipe(id: string): Promise<void> {
  return deleteDoc(doc(recipes(), id));
}
