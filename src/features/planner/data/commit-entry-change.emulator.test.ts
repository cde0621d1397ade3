import { collection, disableNetwork, doc, enableNetwork, getDoc, getDocs, increment, query, serverTimestamp, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@/domain/collections';
import { pantryEntryId } from '@/domain/cupboard/pantry-entry';
import type { EntryChange } from '@/domain/planner/entry-changes';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { reconcilePlan, type FollowedPlan, type PlanView } from '@/domain/planner/plan-reconciliation';
import { planMealOf, weeklyPlanId } from '@/domain/planner/weekly-plan-summary';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { readDocs } from '@/lib/firebase/typed-doc';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { seed, storedDocument } from '../../../../tests/rules/helpers';
import { commitEntryChange } from './commit-entry-change';
import { writePlanReconciliation } from './plan-reconciliation-writes';

// Two members of one household, each with their own client, write through the app's own
// batches and reconcile the weekly plan as their planners do, against the emulator and the
// real rules; one of them without a network for a while.

const HOME = 'org-home';
const AWAY = 'org-away';
const roles = { alice: { [HOME]: 'owner' }, mia: { [HOME]: 'member' }, vic: { [HOME]: 'viewer' }, bob: { [AWAY]: 'owner' } } as const;
type Member = keyof typeof roles;

const at = new Date('2026-11-20T09:00:00Z');

function entry(id: string, date: string, overrides: Partial<MealEntry> = {}): MealEntry {
  return { id, organizationId: HOME, userId: 'alice', recipeId: `recipe-${id}`, date, mealType: 'lunch', portions: 4, completed: false, isArchived: false, createdAt: at, updatedAt: at, ...overrides };
}

const PLAN_ID = weeklyPlanId(HOME, '2030-01-07');
const stored = [entry('e1', '2030-01-08'), entry('e2', '2030-01-09', { mealType: 'dinner' })];

const { clients, env } = householdEmulator(roles, () => ({
  ...Object.fromEntries(stored.map(({ id, ...fields }) => [`mealEntries/${id}`, fields])),
  [`newMealPlans/${PLAN_ID}`]: {
    organizationId: HOME,
    name: 'Menu du 7 janvier',
    status: 'active',
    startDate: '2030-01-07',
    endDate: '2030-01-20',
    mealEntries: stored.map((meal) => planMealOf(meal, `Recette ${meal.id}`)),
    totalMeals: 2,
    uniqueRecipes: 2,
    createdAt: at,
    createdBy: 'alice',
    updatedAt: at,
    updatedBy: 'alice',
  },
}));

const commitAs = (uid: Member, ...changes: EntryChange[]) => commitEntryChange({ householdId: HOME, userId: uid, changes, alsoWrite: [] }, clients[uid]);

const read = (path: string) => storedDocument(env(), path);

async function activePlan(firestore: Firestore): Promise<FollowedPlan | null> {
  const plans = await getDocs(query(collection(firestore, 'newMealPlans'), where('organizationId', '==', HOME), where('status', '==', 'active')));
  const newest = plans.docs.sort((a, b) => String(b.get('startDate')).localeCompare(String(a.get('startDate'))))[0];
  if (!newest) return null;
  const { status, startDate, endDate, mealEntries } = newest.data();
  return { id: newest.id, status, startDate, endDate, mealEntries };
}

/** What a member's planner does once online: from what the server holds, one write at a time until the plan agrees. */
async function reconcileAs(uid: Member): Promise<number> {
  const firestore = clients[uid];
  let writes = 0;
  for (;;) {
    const entries = await getDocs(query(collection(firestore, 'mealEntries'), where('organizationId', '==', HOME)));
    const view: PlanView = {
      plan: await activePlan(firestore),
      organizationId: HOME,
      entries: readDocs(entries.docs, mealEntrySchema),
      isFollowed: () => true,
      recipeName: (recipeId) => `Recette ${recipeId.replace('recipe-', '')}`,
      today: '2030-01-08',
      weekStartDay: 1,
    };
    const next = reconcilePlan(view);
    if (!next) return writes;
    await writePlanReconciliation(next, HOME, uid, (plan) => reconcilePlan({ ...view, plan }), firestore);
    writes += 1;
    if (writes > 20) throw new Error('the plan never agrees with its entries');
  }
}

const summaryIds = (plan: Record<string, unknown> | undefined) => (plan?.mealEntries as { id: string }[]).map((meal) => meal.id).sort();

describe('planner writes with two members, one of them offline', () => {
  it('keeps both members’ changes to different meals of the week, made offline and online, and the plan counts them once reconciled', async () => {
    await disableNetwork(clients.mia);
    const miaMoves = commitAs('mia', { kind: 'update', entryId: 'e2', fields: { date: '2030-01-12', mealType: null } });
    const miaAdds = commitAs('mia', { kind: 'add', entry: entry('mia-new', '2030-01-13', { userId: 'mia' }) });
    await commitAs('alice', { kind: 'update', entryId: 'e1', fields: { portions: 6 } });
    await commitAs('alice', { kind: 'add', entry: entry('alice-new', '2030-01-10') });
    await reconcileAs('alice');
    expect(await read('mealEntries/e2')).toMatchObject({ date: '2030-01-09', mealType: 'dinner' });

    await enableNetwork(clients.mia);
    await Promise.all([miaMoves, miaAdds]);
    expect(await read('mealEntries/e1')).toMatchObject({ portions: 6, date: '2030-01-08' });
    expect(await read('mealEntries/e2')).toMatchObject({ date: '2030-01-12', mealType: null });
    expect(await read('mealEntries/mia-new')).toMatchObject({ userId: 'mia', date: '2030-01-13' });
    expect(await read('mealEntries/alice-new')).toMatchObject({ userId: 'alice', date: '2030-01-10' });

    await reconcileAs('mia');
    const plan = await read(`newMealPlans/${PLAN_ID}`);
    expect(summaryIds(plan)).toEqual(['alice-new', 'e1', 'e2', 'mia-new']);
    expect(plan?.mealEntries).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'e1', portions: 6 }), expect.objectContaining({ id: 'e2', date: '2030-01-12', mealType: null })]));
    expect(plan).toMatchObject({ totalMeals: 4, uniqueRecipes: 4, updatedBy: 'mia' });
  });

  it('writes an offline removal and an online portions change of the same week, and drops the removed meal from the plan', async () => {
    await disableNetwork(clients.alice);
    const removal = commitAs('alice', { kind: 'remove', entryId: 'e1' });
    await commitAs('mia', { kind: 'update', entryId: 'e2', fields: { portions: 7 } });
    await enableNetwork(clients.alice);
    await removal;
    expect(await read('mealEntries/e1')).toBeUndefined();
    await reconcileAs('alice');
    const plan = await read(`newMealPlans/${PLAN_ID}`);
    expect(plan?.mealEntries).toEqual([expect.objectContaining({ id: 'e2', portions: 7 })]);
    expect(plan).toMatchObject({ totalMeals: 1, uniqueRecipes: 1 });
  });

  it('catches up on many meals in writes the rules take, both members reconciling at once', async () => {
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, index) => commitAs('mia', { kind: 'add', entry: entry(id, `2030-01-${String(10 + index)}`, { userId: 'mia' }) })));
    await Promise.all([reconcileAs('alice'), reconcileAs('mia')]);
    const plan = await read(`newMealPlans/${PLAN_ID}`);
    expect(summaryIds(plan)).toEqual(['a', 'b', 'c', 'd', 'e', 'e1', 'e2', 'f', 'g']);
    expect(plan).toMatchObject({ totalMeals: 9, uniqueRecipes: 9 });
  });

  it('opens one plan for a later period when both reconcile its first meals at once, and archives the previous one', async () => {
    await Promise.all([commitAs('alice', { kind: 'add', entry: entry('later-0', '2030-01-22') }), commitAs('mia', { kind: 'add', entry: entry('later-1', '2030-01-23', { userId: 'mia' }) })]);
    await Promise.all([reconcileAs('alice'), reconcileAs('mia')]);
    const opened = await read(`newMealPlans/${weeklyPlanId(HOME, '2030-01-21')}`);
    expect(opened).toMatchObject({ status: 'active', name: 'Menu du 21 janvier', startDate: '2030-01-21', endDate: '2030-02-03', totalMeals: 2, uniqueRecipes: 2 });
    expect(summaryIds(opened)).toEqual(['later-0', 'later-1']);
    expect(await read(`newMealPlans/${PLAN_ID}`)).toMatchObject({ status: 'archived', totalMeals: 2 });
  });

  it('refuses an entry past the limits, offline as online, and changes nothing', async () => {
    await disableNetwork(clients.mia);
    const refused = commitAs('mia', { kind: 'update', entryId: 'e1', fields: { portions: 1000 } });
    expect((await getDoc(doc(clients.mia, 'mealEntries', 'e1'))).get('portions')).toBe(1000);
    await enableNetwork(clients.mia);
    await expect(refused).rejects.toThrow();
    expect(await read('mealEntries/e1')).toMatchObject({ portions: 4 });
    expect((await read(`newMealPlans/${PLAN_ID}`))?.mealEntries[0]).toMatchObject({ portions: 4 });
  });
});

describe('several meals planned in one batch (a validated proposal)', () => {
  const week = [entry('p1', '2030-01-09', { recipeId: 'r7' }), entry('p2', '2030-01-09', { recipeId: 'r8', mealType: 'dinner' }), entry('p3', '2030-01-10', { recipeId: 'r9', mealType: 'dinner', portions: 2 })];
  const adds = (entries: readonly MealEntry[]): EntryChange[] => entries.map((meal) => ({ kind: 'add', entry: meal }));

  it('creates every entry, as the planner’s add does', async () => {
    await commitAs('alice', ...adds(week));
    for (const { id, recipeId, date, mealType, portions } of week) {
      expect(await read(`mealEntries/${id}`)).toMatchObject({ recipeId, date, mealType, portions, organizationId: HOME, userId: 'alice', completed: false, isArchived: false });
    }
  });

  it('writes nothing when one entry is refused', async () => {
    await expect(commitAs('alice', ...adds([...week, entry('p4', '2030-01-11', { portions: 500 })]))).rejects.toThrow();
    expect(await read('mealEntries/p1')).toBeUndefined();
  });

  it('is refused to a viewer and in another household', async () => {
    await expect(commitAs('vic', ...adds(week))).rejects.toThrow();
    await expect(commitAs('bob', ...adds(week))).rejects.toThrow();
    expect(await read('mealEntries/p1')).toBeUndefined();
  });

  it('is kept on the device without a network and lands whole when it returns', async () => {
    await disableNetwork(clients.mia);
    const queued = commitAs('mia', ...adds(week));
    expect((await getDoc(doc(clients.mia, 'mealEntries', 'p3'))).get('portions')).toBe(2);
    expect(await read('mealEntries/p3')).toBeUndefined();
    await enableNetwork(clients.mia);
    await queued;
    expect(await read('mealEntries/p3')).toMatchObject({ userId: 'mia', date: '2030-01-10', portions: 2 });
  });
});

describe("a meal marked 'Cuisiné' with what it takes from the cupboard, in one batch", () => {
  const foods = Array.from({ length: 15 }, (_, index) => `food-${index}`);
  /** The cupboard's decrements as its stockWrite makes them (the cupboard's data, which the planner does not import). */
  const takeFromCupboard = (firestore: Firestore): DocumentWrite => (writer) => {
    const changeId = `cooked-by-${firestore.app.name}`;
    for (const foodId of foods) {
      writer.set(doc(firestore, collections.pantry, pantryEntryId(HOME, foodId)), { organizationId: HOME, foodId, mass: increment(-100), changeId, updatedAt: serverTimestamp() }, { merge: true });
    }
  };
  const stockOf = async (foodId: string) => (await read(`${collections.pantry}/${pantryEntryId(HOME, foodId)}`))?.mass;

  it('marks the meal and takes fifteen foods together, and a viewer neither', async () => {
    await seed(env(), async (db) => {
      const batch = db.batch();
      for (const foodId of foods) batch.set(db.doc(`${collections.pantry}/${pantryEntryId(HOME, foodId)}`), { organizationId: HOME, foodId, mass: 500, volume: 0, count: 0, staple: false, updatedAt: at });
      await batch.commit();
    });
    const cooked = { kind: 'update', entryId: 'e1', fields: { completed: true } } as const;
    await expect(commitEntryChange({ householdId: HOME, userId: 'vic', changes: [cooked], alsoWrite: [takeFromCupboard(clients.vic)] }, clients.vic)).rejects.toThrow();
    expect(await stockOf('food-0')).toBe(500);
    await commitEntryChange({ householdId: HOME, userId: 'mia', changes: [cooked], alsoWrite: [takeFromCupboard(clients.mia)] }, clients.mia);
    expect((await read('mealEntries/e1'))?.completed).toBe(true);
    expect(await Promise.all(foods.map(stockOf))).toEqual(foods.map(() => 400));
  });
});
