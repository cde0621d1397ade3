import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { addAccountSetup } from '../../server/households/household-setup.ts';
import { collections } from '../../src/domain/collections.ts';
import { groceryCategorySchema } from '../../src/domain/grocery/categories.ts';
import { costSchema, dietaryRestrictionSchema, difficultySchema, dishTypeSchema } from '../../src/domain/recipes/classification.ts';
import { discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';
import { seoUrlFor } from '../../src/domain/recipes/seo-url.ts';
import { units } from '../../src/domain/recipes/units.ts';
import publicRecipeData from './data/public-recipes.json' with { type: 'json' };

/** Every creator account of the catalogue signs in with it, so a developer can edit their recipes. */
export const publicRecipeCreatorPassword = 'NiooChef2026';

// Stricter than the stored recipe schema: a typo in the data file fails the seed instead of
// being read as a default.
const seedIngredientSchema = z.strictObject({
  standardIngredientId: z.string().min(1),
  name: z.string().min(1),
  quantity: z.number().positive(),
  unit: z.enum(units),
  category: groceryCategorySchema,
});

const seedRecipeSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  prepTime: z.int().nonnegative(),
  cookTime: z.int().nonnegative(),
  servings: z.int().min(1),
  instructions: z.string().min(1),
  ingredients: z.array(seedIngredientSchema).min(1),
  classification: z.strictObject({
    dishTypes: z.array(dishTypeSchema).min(1),
    dietaryRestrictions: z.array(dietaryRestrictionSchema),
    difficulty: difficultySchema,
    cost: costSchema,
  }),
  showcase: z.boolean(),
  bookmarkCount: z.int().nonnegative(),
  household: z.string().min(1),
  daysAgo: z.int().positive(),
  image: z.string().startsWith('/recipes/'),
});

const seedHouseholdSchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  creator: z.strictObject({ firstName: z.string().min(1), lastName: z.string().min(1), email: z.email() }),
});

export const publicRecipeSeedSchema = z.strictObject({
  households: z.array(seedHouseholdSchema).min(1),
  recipes: z.array(seedRecipeSchema).min(1),
});

export type SeedRecipe = z.infer<typeof seedRecipeSchema>;
export type SeedHousehold = z.infer<typeof seedHouseholdSchema>;

export function readPublicRecipeSeed(): z.infer<typeof publicRecipeSeedSchema> {
  return publicRecipeSeedSchema.parse(publicRecipeData);
}

export interface RecipeCreator {
  uid: string;
  name: string;
  organizationId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The recipes/{key} document, dated daysAgo before `now` so "latest" has an order to show. */
export function toStoredRecipe(recipe: SeedRecipe, creator: RecipeCreator, now: Date) {
  const createdAt = Timestamp.fromMillis(now.getTime() - recipe.daysAgo * DAY_MS);
  return {
    name: recipe.name,
    image: recipe.image,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((line, index) => ({ id: `${recipe.key}-${index + 1}`, ...line })),
    instructions: recipe.instructions,
    sourceUrl: null,
    isPublic: true,
    showcase: recipe.showcase,
    bookmarkCount: recipe.bookmarkCount,
    organizationId: creator.organizationId,
    createdBy: { id: creator.uid, name: creator.name },
    createdAt,
    updatedAt: createdAt,
    classification: recipe.classification,
    discoveryTerms: discoveryTerms(recipe),
    seoUrl: seoUrlFor(recipe.name, recipe.key),
  };
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';
}

/**
 * The creator's verified account and household. A run stopped before its recipes were
 * written left some of them behind; those are reused so the next start can finish the job.
 */
async function ensureCreator(auth: Auth, firestore: Firestore, household: SeedHousehold): Promise<RecipeCreator> {
  const { firstName, lastName, email } = household.creator;
  const name = `${firstName} ${lastName}`;
  const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
    if (isUserNotFound(error)) return null;
    throw error;
  });
  const { uid } = existing ?? (await auth.createUser({ email, password: publicRecipeCreatorPassword, emailVerified: true, displayName: name }));
  const user = await firestore.collection(collections.users).doc(uid).get();
  const householdId: unknown = user.get('defaultOrganizationId');
  if (typeof householdId === 'string') return { uid, name, organizationId: householdId };

  const batch = firestore.batch();
  const setup = addAccountSetup(firestore, batch, {
    uid,
    email,
    firstName,
    lastName,
    emailVerified: true,
    organizationName: household.name,
    numberOfPersons: 4,
  });
  await batch.commit();
  return { uid, name, ...setup };
}

/** Fills discovery with the public catalogue unless a persisted run already has public recipes. */
export async function seedPublicRecipes({ auth, firestore }: { auth: Auth; firestore: Firestore }, now = new Date()): Promise<void> {
  const recipes = firestore.collection(collections.recipes);
  const existing = await recipes.where('isPublic', '==', true).limit(1).get();
  if (!existing.empty) return;

  const seed = readPublicRecipeSeed();
  const creators = new Map<string, RecipeCreator>();
  for (const household of seed.households) creators.set(household.key, await ensureCreator(auth, firestore, household));

  // One batch: the catalogue stays well under Firestore's 500 writes per batch.
  const batch = firestore.batch();
  for (const recipe of seed.recipes) {
    const creator = creators.get(recipe.household);
    if (!creator) throw new Error(`Recipe ${recipe.key} names an unknown household ${recipe.household}.`);
    batch.set(recipes.doc(recipe.key), toStoredRecipe(recipe, creator, now));
  }
  await batch.commit();
}
