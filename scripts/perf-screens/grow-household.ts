import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { addCalendarDays } from '../../src/domain/planner/week.ts';
import { classificationSchema } from '../../src/domain/recipes/classification.ts';
import { DISCOVERY_TERMS_FIELD, discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';
import { demoAccount } from '../seed/demo-account.ts';
import { DEMO_GROCERY_LIST_ID } from '../seed/demo-grocery-list.ts';

/** Weeks planned besides the demo week: half a year either side, as a family a year in. */
const WEEKS_BEFORE = 26;
const WEEKS_AFTER = 25;
/** The list spans the demo week and the three after it. */
const LIST_WEEKS = 4;
const MAX_BATCH_WRITES = 450;

async function commitAll(firestore: Firestore, writes: ((batch: WriteBatch) => void)[]): Promise<void> {
  for (let start = 0; start < writes.length; start += MAX_BATCH_WRITES) {
    const batch = firestore.batch();
    for (const write of writes.slice(start, start + MAX_BATCH_WRITES)) write(batch);
    await batch.commit();
  }
}

async function demoHouseholdId({ auth, firestore }: { auth: Auth; firestore: Firestore }): Promise<string> {
  const { uid } = await auth.getUserByEmail(demoAccount.email);
  const householdId: unknown = (await firestore.collection(collections.users).doc(uid).get()).get('defaultOrganizationId');
  if (typeof householdId !== 'string') throw new Error('The demo account has no household to grow.');
  return householdId;
}

/**
 * Gives the seeded demo household a year of meals (52 weeks, the demo week's menu each week) and
 * a four-week active list. The screens then show the same meals and lines at every size, so what
 * changes between sizes is only how many recipes the household keeps.
 */
export async function planYear(services: { auth: Auth; firestore: Firestore }): Promise<string> {
  const { firestore } = services;
  const householdId = await demoHouseholdId(services);
  const entries = firestore.collection(collections.mealEntries);
  const demoWeek = (await entries.where('organizationId', '==', householdId).get()).docs;
  const copies = [];
  for (let week = -WEEKS_BEFORE; week <= WEEKS_AFTER; week += 1) {
    if (week === 0) continue;
    for (const entry of demoWeek) {
      const data = entry.data();
      if (data.date === '') continue;
      const copy: DocumentData = { ...data, date: addCalendarDays(data.date as string, week * 7) };
      copies.push({ id: `perf-w${week}-${entry.id}`, week, data: copy });
    }
  }
  const listRefs = Object.fromEntries(
    [...demoWeek.map((entry) => ({ id: entry.id, week: 0, data: entry.data() })), ...copies]
      .filter(({ week, data }) => week >= 0 && week < LIST_WEEKS && data.date !== '')
      .map(({ id, data }) => [id, { recipeId: data.recipeId as string, portions: data.portions as number }]),
  );
  await commitAll(firestore, [
    ...copies.map(({ id, data }) => (batch: WriteBatch) => batch.set(entries.doc(id), data)),
    (batch: WriteBatch) => batch.update(firestore.collection(collections.groceryListsV2).doc(DEMO_GROCERY_LIST_ID), { mealEntryRefs: listRefs }),
  ]);
  return householdId;
}

/**
 * Brings the household's recipe collection up to `size` with copies of its own recipes (new ids,
 * numbered names), none of them planned. Never removes any: sizes are measured smallest first.
 */
export async function growRecipes(firestore: Firestore, householdId: string, size: number): Promise<number> {
  const recipes = firestore.collection(collections.recipes);
  const own = (await recipes.where('organizationId', '==', householdId).get()).docs;
  const originals = own.filter((recipe) => !recipe.id.startsWith('perf-recipe-'));
  if (originals.length === 0) throw new Error('The demo household has no recipe to copy.');
  const copies: { id: string; data: DocumentData }[] = [];
  for (let index = own.length; index < size; index += 1) {
    // Private copies: a public one would need its own readable address, and discovery is not measured here.
    const { seoUrl: _address, ...original } = originals[index % originals.length]?.data() ?? {};
    const name = `${original.name as string} n°${index}`;
    // Found by its own name, as a save would have it.
    const terms = discoveryTerms({ name, classification: classificationSchema.parse(original.classification ?? {}) });
    copies.push({ id: `perf-recipe-${index}`, data: { ...original, name, isPublic: false, [DISCOVERY_TERMS_FIELD]: terms } });
  }
  await commitAll(
    firestore,
    copies.map(({ id, data }) => (batch: WriteBatch) => batch.set(recipes.doc(id), data)),
  );
  return Math.max(own.length, size);
}
