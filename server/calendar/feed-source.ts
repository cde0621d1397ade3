import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import { householdSizeSchema } from '@domain/household/household.ts';
import { mealEntrySchema } from '@domain/planner/meal-entry.ts';
import { recipeSchema, type Recipe } from '@domain/recipes/recipe.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { readDocs } from '../read-doc.ts';
import type { FeedSource } from './feed-events.ts';

/**
 * The most meals one feed lists: ten weeks of four meals a day is 280, so only a plan far
 * beyond any household's reaches it, and its last days are left out rather than the query
 * left unbounded.
 */
export const MAX_FEED_ENTRIES = 1_000;

/** Firestore's getAll reads at most this many documents in one call. */
const RECIPES_PER_READ = 100;

export interface FeedHousehold {
  name: string;
  source: Omit<FeedSource, 'appOrigin'>;
}

/**
 * What the household's feed shows, read with firebase-admin: its name and size, its meals
 * planned between `from` and `to` (the planner's index: organizationId, date) and their
 * recipes. Null when the household is gone. A document the app's schemas refuse is left out,
 * as the app leaves it out.
 */
export async function readFeedHousehold(firestore: Firestore, householdId: string, { from, to }: { from: string; to: string }): Promise<FeedHousehold | null> {
  const household = await firestore.collection(collections.organizations).doc(householdId).get();
  if (!household.exists) return null;
  const name: unknown = household.get('name');
  const size = householdSizeSchema.safeParse(household.get('numberOfPersons'));

  const snapshot = await firestore
    .collection(collections.mealEntries)
    .where('organizationId', '==', householdId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .limit(MAX_FEED_ENTRIES)
    .get();
  const entries = readDocs(snapshot.docs, mealEntrySchema);

  const recipeIds = [...new Set(entries.map((entry) => entry.recipeId))].filter(isPlainDocumentId);
  const recipes = new Map<string, Recipe>();
  for (let start = 0; start < recipeIds.length; start += RECIPES_PER_READ) {
    const refs = recipeIds.slice(start, start + RECIPES_PER_READ).map((id) => firestore.collection(collections.recipes).doc(id));
    for (const recipe of readDocs(await firestore.getAll(...refs), recipeSchema)) recipes.set(recipe.id, recipe);
  }

  return {
    name: typeof name === 'string' ? name : '',
    source: { household: { id: householdId, numberOfPersons: size.success ? size.data : null }, entries, recipes },
  };
}
