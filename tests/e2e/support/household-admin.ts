import { randomBytes } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { setAdminClaim } from '../../../server/accounts/admin-claim';
import { collections } from '../../../src/domain/collections';
import type { Classification } from '../../../src/domain/recipes/classification';
import { discoveryTerms } from '../../../src/domain/recipes/discovery-terms';
import { recipeSchema } from '../../../src/domain/recipes/recipe';
import { seoUrlFor } from '../../../src/domain/recipes/seo-url';
import { testStackUrls } from '../test-stack';

/** firebase-admin on the end-to-end stack's emulators, to arrange what no screen can do yet. */
function admin() {
  process.env.FIRESTORE_EMULATOR_HOST = new URL(testStackUrls.firestoreEmulator).host;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(testStackUrls.authEmulator).host;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = getApps().find((existing) => existing.name === 'e2e') ?? initializeApp({ projectId: 'demo-nioo' }, 'e2e');
  return { auth: getAuth(app), firestore: getFirestore(app) };
}

/**
 * Adds a member to a household the way the membership service will (DESIGN.md §3): the role in
 * the user's organizations map, which the rules trust, and the row the screens list, together.
 */
export async function addMember({ memberEmail, ownerEmail, role }: { memberEmail: string; ownerEmail: string; role: string }): Promise<void> {
  const { auth, firestore } = admin();
  const [owner, member] = await Promise.all([auth.getUserByEmail(ownerEmail), auth.getUserByEmail(memberEmail)]);
  const users = firestore.collection(collections.users);
  const householdId = (await users.doc(owner.uid).get()).get('defaultOrganizationId') as string;
  const joinedAt = Timestamp.now();
  const batch = firestore.batch();
  batch.update(users.doc(member.uid), {
    [`organizations.${householdId}`]: { organizationId: householdId, role, joinedAt },
    defaultOrganizationId: householdId,
  });
  batch.update(firestore.collection(collections.organizations).doc(householdId), {
    members: FieldValue.arrayUnion({ userId: member.uid, email: memberEmail, name: member.displayName ?? '', role, invitationAccepted: true, joinedAt }),
  });
  await batch.commit();
}

/** The default household of the account with this e-mail. */
export async function householdIdOf(email: string): Promise<string> {
  const { auth, firestore } = admin();
  const { uid } = await auth.getUserByEmail(email);
  return (await firestore.collection(collections.users).doc(uid).get()).get('defaultOrganizationId') as string;
}

/** The portions stored for a household's meals of one recipe on one day, in no particular order. */
export async function storedPortionsOf({ email, recipeId, date }: { email: string; recipeId: string; date: string }): Promise<number[]> {
  const householdId = await householdIdOf(email);
  const meals = await admin()
    .firestore.collection(collections.mealEntries)
    .where('organizationId', '==', householdId)
    .where('recipeId', '==', recipeId)
    .where('date', '==', date)
    .get();
  return meals.docs.map((meal) => meal.get('portions') as number);
}

/** Meals planned straight into the database (a full week, which no screen fills quickly); gives back their removal. */
export async function storeMeals(email: string, meals: readonly { recipeId: string; date: string; mealType: string }[]): Promise<() => Promise<void>> {
  const { auth, firestore } = admin();
  const [{ uid }, householdId] = await Promise.all([auth.getUserByEmail(email), householdIdOf(email)]);
  const refs = meals.map(() => firestore.collection(collections.mealEntries).doc());
  const batch = firestore.batch();
  meals.forEach((meal, index) => {
    const ref = refs[index];
    if (ref) batch.set(ref, { organizationId: householdId, userId: uid, ...meal, portions: 4, completed: false, isArchived: false, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  });
  await batch.commit();
  return async () => {
    const removal = firestore.batch();
    refs.forEach((ref) => removal.delete(ref));
    await removal.commit();
  };
}

/** Removes a household's meals of one meal type on these days: a journey planning there leaves them as it found them. */
export async function removeMealsOn({ email, dates, mealType }: { email: string; dates: readonly string[]; mealType: string }): Promise<void> {
  const { firestore } = admin();
  const householdId = await householdIdOf(email);
  const meals = await firestore.collection(collections.mealEntries).where('organizationId', '==', householdId).where('date', 'in', [...dates]).get();
  const removal = firestore.batch();
  meals.docs.filter((meal) => meal.get('mealType') === mealType).forEach((meal) => removal.delete(meal.ref));
  await removal.commit();
}

/** Puts a household setting back the way a journey found it (the demo household is shared by every journey). */
export async function restoreHouseholdSettings(householdId: string, settings: { weekStartDay?: number; numberOfPersons?: number }): Promise<void> {
  await admin().firestore.collection(collections.organizations).doc(householdId).update(settings);
}

/** An invitation as the service stores it, in a state no screen can reach quickly (expired, another account's). */
export async function storeInvite({ organizationId: householdId, email, expiresAt }: { organizationId: string; email: string; expiresAt: Date }): Promise<string> {
  const { firestore } = admin();
  const invite = firestore.collection(collections.organizationInvites).doc(randomBytes(16).toString('hex'));
  const createdAt = new Date(expiresAt.getTime() - 7 * 24 * 60 * 60 * 1_000);
  await invite.set({
    organizationId: householdId,
    email,
    role: 'member',
    status: 'pending',
    invitedBy: 'someone',
    createdAt: Timestamp.fromDate(createdAt),
    expiresAt: Timestamp.fromDate(expiresAt),
    updatedAt: Timestamp.fromDate(createdAt),
  });
  return invite.id;
}

/** Sets or removes the admin claim, as `npm run admin:grant` does; it shows at the next sign-in. */
export async function grantAdmin(email: string, on: boolean): Promise<void> {
  await setAdminClaim(admin().auth, email, on);
}

/**
 * The ticks and hand-typed items of a shopping list as they are now, and the function that puts
 * them back: a journey on the demo household's list leaves it as every other journey expects.
 */
/** The ticks stored on the active list of `email`'s household, as text to compare. */
export async function storedTicksOf(email: string): Promise<string> {
  const householdId = await householdIdOf(email);
  const lists = await admin().firestore.collection(collections.groceryListsV2).where('organizationId', '==', householdId).where('status', '==', 'active').get();
  return JSON.stringify(lists.docs.map((list) => list.get('checkedItems') as unknown));
}

/** The meal entry ids the household's active lists reference (mealEntryRefs). */
export async function listedMealsOf(email: string): Promise<string[]> {
  const householdId = await householdIdOf(email);
  const lists = await admin().firestore.collection(collections.groceryListsV2).where('organizationId', '==', householdId).where('status', '==', 'active').get();
  return lists.docs.flatMap((list) => Object.keys((list.get('mealEntryRefs') as Record<string, unknown> | undefined) ?? {}));
}

/** The cupboard's collection (DESIGN.md §3, "The cupboard"): one document per food, `{organizationId}_{foodId}`. */
const PANTRY = 'pantry';

/** Puts `amounts` (base units: grams, millilitres, pieces) of a catalogue food in the cupboard of `email`'s household, as the cupboard's page would. */
export async function stockPantry(email: string, foodId: string, amounts: { mass?: number; volume?: number; count?: number }): Promise<void> {
  const householdId = await householdIdOf(email);
  await admin()
    .firestore.collection(PANTRY)
    .doc(`${householdId}_${foodId}`)
    .set({ organizationId: householdId, foodId, mass: amounts.mass ?? 0, volume: amounts.volume ?? 0, count: amounts.count ?? 0, staple: false, updatedAt: FieldValue.serverTimestamp() });
}

/** What the cupboard of `email`'s household holds of a food, per dimension; zeros when it has none. */
export async function pantryAmountsOf(email: string, foodId: string): Promise<{ mass: number; volume: number; count: number }> {
  const householdId = await householdIdOf(email);
  const entry = await admin().firestore.collection(PANTRY).doc(`${householdId}_${foodId}`).get();
  return { mass: (entry.get('mass') as number | undefined) ?? 0, volume: (entry.get('volume') as number | undefined) ?? 0, count: (entry.get('count') as number | undefined) ?? 0 };
}

export async function keepListEntries(listId: string): Promise<() => Promise<void>> {
  const list = admin().firestore.collection(collections.groceryListsV2).doc(listId);
  const { checkedItems, customItems } = (await list.get()).data() ?? {};
  return async () => {
    await list.update({ checkedItems, customItems });
  };
}

/**
 * A public recipe named `name`, copied from one of the catalogue's and newest of all, so it
 * heads 'Dernières recettes'; returns its address and the function that removes it again.
 */
export async function storePublicRecipe(name: string): Promise<{ seoUrl: string; remove: () => Promise<void> }> {
  const recipes = admin().firestore.collection(collections.recipes);
  const [model] = (await recipes.where('isPublic', '==', true).limit(1).get()).docs;
  if (!model) throw new Error('The seed has no public recipe to copy.');
  const recipe = recipes.doc();
  const seoUrl = seoUrlFor(name, recipe.id);
  const now = Timestamp.now();
  const copied = model.data();
  const classification = recipeSchema.shape.classification.parse(copied.classification);
  await recipe.set({ ...copied, name, seoUrl, bookmarkCount: 0, createdAt: now, updatedAt: now, discoveryTerms: discoveryTerms({ name, classification }) });
  return { seoUrl, remove: async () => void (await recipe.delete()) };
}

/** A public recipe to store: its name, classification and creation time; the rest is copied from one of the catalogue's. */
export interface PublicRecipeToStore {
  name: string;
  classification: Classification;
  createdAt: Date;
}

/**
 * Public recipes written as the app writes them (their address and discovery terms), by the
 * batch of Firestore's 500 writes; returns the function that removes them again.
 */
export async function storePublicRecipes(recipes: readonly PublicRecipeToStore[]): Promise<() => Promise<void>> {
  const collection = admin().firestore.collection(collections.recipes);
  const [model] = (await collection.where('isPublic', '==', true).limit(1).get()).docs;
  if (!model) throw new Error('The seed has no public recipe to copy.');
  const refs = recipes.map(() => collection.doc());
  const inBatches = async (write: (batch: WriteBatch, index: number) => void) => {
    const batches = [];
    for (let start = 0; start < refs.length; start += 500) {
      const batch = admin().firestore.batch();
      for (let index = start; index < Math.min(start + 500, refs.length); index += 1) write(batch, index);
      batches.push(batch.commit());
    }
    await Promise.all(batches);
  };
  await inBatches((batch, index) => {
    const ref = refs[index];
    const recipe = recipes[index];
    if (!ref || !recipe) return;
    const createdAt = Timestamp.fromDate(recipe.createdAt);
    batch.set(ref, {
      ...model.data(),
      name: recipe.name,
      classification: recipe.classification,
      seoUrl: seoUrlFor(recipe.name, ref.id),
      bookmarkCount: 0,
      showcase: false,
      createdAt,
      updatedAt: createdAt,
      discoveryTerms: discoveryTerms(recipe),
    });
  });
  return () =>
    inBatches((batch, index) => {
      const ref = refs[index];
      if (ref) batch.delete(ref);
    });
}
