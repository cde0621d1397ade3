import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { bookmarkId } from '../../src/domain/cookbook/bookmark.ts';
import { defaultCookbookTags, SYSTEM_TAG_ID } from '../../src/domain/cookbook/default-cookbook-tags.ts';
import { demoAccount } from './demo-account.ts';
import { householdRecipes } from './demo-recipes.ts';
import { readPublicRecipeSeed, toStoredRecipe } from './public-recipes.ts';

/** The demo household's own recipes: family versions of catalogue dishes, kept private. */
export const familyRecipes = [
  { from: 'crepes', key: 'demo-crepes', name: 'Crêpes du dimanche', favourite: true },
  { from: 'gratin-dauphinois', key: 'demo-gratin', name: 'Gratin de Mamie', favourite: true },
  { from: 'salade-de-lentilles', key: 'demo-lentilles', name: 'Salade de lentilles du mardi', favourite: false },
] as const;

/**
 * Catalogue recipes the demo household keeps. Never Ratatouille or Cassoulet: the end-to-end
 * journeys bookmark those themselves.
 */
export const bookmarkedRecipeIds = ['tarte-tatin', 'soupe-au-pistou', 'quiche-lorraine', 'boeuf-bourguignon', 'veloute-de-potiron', 'croque-monsieur'] as const;

/** The ids of the recipes the demo household wrote: family versions, then its own (demo-recipes.ts). */
export const ownRecipeIds: readonly string[] = [...familyRecipes.map((recipe) => recipe.key), ...householdRecipes.map((recipe) => recipe.key)];

const FAVOURITES_TAG_ID = defaultCookbookTags[0].id;

/**
 * Gives the demo household a cookbook that is alive on first sign-in: six recipes of its own
 * (two in Favoris) and six bookmarked catalogue recipes (under NiooChefs), written as the app
 * writes them. Skipped when the household already has recipes of its own.
 */
export async function seedDemoCookbook({ auth, firestore }: { auth: Auth; firestore: Firestore }, now = new Date()): Promise<void> {
  const { uid } = await auth.getUserByEmail(demoAccount.email);
  const householdId: unknown = (await firestore.collection(collections.users).doc(uid).get()).get('defaultOrganizationId');
  if (typeof householdId !== 'string') throw new Error('The demo account has no household to seed.');
  const recipes = firestore.collection(collections.recipes);
  if (!(await recipes.where('organizationId', '==', householdId).limit(1).get()).empty) return;

  const catalogue = new Map(readPublicRecipeSeed().recipes.map((recipe) => [recipe.key, recipe]));
  const creator = { uid, name: `${demoAccount.firstName} ${demoAccount.lastName}`, organizationId: householdId };
  const cookbook = firestore.collection(collections.cookbooks).doc(householdId);
  const batch = firestore.batch();

  for (const [index, family] of familyRecipes.entries()) {
    const source = catalogue.get(family.from);
    if (!source) throw new Error(`The demo recipe ${family.key} copies an unknown catalogue recipe ${family.from}.`);
    const stored = toStoredRecipe({ ...source, key: family.key, name: family.name, daysAgo: index + 1, bookmarkCount: 0, showcase: false }, creator, now);
    batch.set(recipes.doc(family.key), { ...stored, isPublic: false, seoUrl: null });
  }
  for (const recipe of householdRecipes) {
    batch.set(recipes.doc(recipe.key), { ...toStoredRecipe(recipe, creator, now), isPublic: false, seoUrl: null });
  }

  const addedAt = Timestamp.fromDate(now);
  for (const recipeId of bookmarkedRecipeIds) {
    batch.set(firestore.collection(collections.bookmarks).doc(bookmarkId(uid, recipeId)), { userId: uid, recipeId, createdAt: addedAt });
    batch.update(recipes.doc(recipeId), { bookmarkCount: FieldValue.increment(1) });
  }

  batch.update(cookbook, {
    publicRecipeIds: FieldValue.arrayUnion(...bookmarkedRecipeIds),
    [`tags.${SYSTEM_TAG_ID}.recipeIds`]: FieldValue.arrayUnion(...bookmarkedRecipeIds),
    [`tags.${FAVOURITES_TAG_ID}.recipeIds`]: FieldValue.arrayUnion(...familyRecipes.filter((recipe) => recipe.favourite).map((recipe) => recipe.key)),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
}
