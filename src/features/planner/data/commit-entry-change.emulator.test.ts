import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { EntryChange } from '@/domain/planner/entry-changes';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { planMealOf, weeklyPlanId, type PlanMealChange } from '@/domain/planner/weekly-plan-summary';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { commitEntryChange, type EntryCommit } from './commit-entry-change';

// Two members of one household, each with their own client, write through the app's own
// transaction at the same moment, against the emulator and the real rules.

const PROJECT = 'demo-planner-commits';
const HOME = 'org-home';
const roles = { alice: { [HOME]: 'owner' }, mia: { [HOME]: 'member' } } as const;
type Member = keyof typeof roles;

const at = new Date('2026-11-20T09:00:00Z');

function entry(id: string, date: string, overrides: Partial<MealEntry> = {}): MealEntry {
  return { id, organizationId: HOME, userId: 'alice', recipeId: `recipe-${id}`, date, mealType: 'lunch', portions: 4, completed: false, isArchived: false, createdAt: at, updatedAt: at, ...overrides };
}

const PLAN_ID = weeklyPlanId(HOME, '2030-01-07');
const stored = [entry('e1', '2030-01-08'), entry('e2', '2030-01-09', { mealType: 'dinner' })];

const { clients, env } = householdEmulator(PROJECT, roles, () => ({
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

function commitAs(uid: Member, change: EntryChange, planChange: PlanMealChange, planToOpen: EntryCommit['planToOpen'] = null) {
  return commitEntryChange({ organizationId: HOME, userId: uid, change, planChange, planToOpen, alsoWrite: [] }, clients[uid]);
}

const read = (path: string) => storedDocument(env(), path);

describe('commitEntryChange with two members at once', () => {
  it('keeps both moves of different entries, in the entries and in the plan summary', async () => {
    await Promise.all([
      commitAs('alice', { kind: 'update', entryId: 'e1', fields: { date: '2030-01-10', mealType: null } }, { kind: 'update', id: 'e1', fields: { date: '2030-01-10', mealType: null } }),
      commitAs('mia', { kind: 'update', entryId: 'e2', fields: { date: '' , mealType: null } }, { kind: 'update', id: 'e2', fields: { date: '', mealType: null } }),
    ]);
    expect(await read('mealEntries/e1')).toMatchObject({ date: '2030-01-10', mealType: null });
    expect(await read('mealEntries/e2')).toMatchObject({ date: '', mealType: null });
    const plan = await read(`newMealPlans/${PLAN_ID}`);
    expect(plan?.mealEntries).toEqual([
      expect.objectContaining({ id: 'e1', date: '2030-01-10', mealType: null }),
      expect.objectContaining({ id: 'e2', date: '', mealType: null }),
    ]);
    expect(plan).toMatchObject({ totalMeals: 2, uniqueRecipes: 2, updatedBy: expect.stringMatching(/alice|mia/) });
  });

  it('keeps both additions, counted once each', async () => {
    const added = (id: string, uid: Member) => entry(id, '2030-01-11', { userId: uid, recipeId: 'recipe-shared' });
    await Promise.all(
      (['alice', 'mia'] as const).map((uid, index) => {
        const meal = added(`new-${index}`, uid);
        return commitAs(uid, { kind: 'add', entry: meal }, { kind: 'add', meal: planMealOf(meal, 'Partagée') });
      }),
    );
    const plan = await read(`newMealPlans/${PLAN_ID}`);
    expect(plan?.mealEntries.map((meal: { id: string }) => meal.id).sort()).toEqual(['e1', 'e2', 'new-0', 'new-1']);
    expect(plan).toMatchObject({ totalMeals: 4, uniqueRecipes: 3 });
    expect(await read('mealEntries/new-0')).toMatchObject({ userId: 'alice', date: '2030-01-11', completed: false });
    expect(await read('mealEntries/new-1')).toMatchObject({ userId: 'mia', date: '2030-01-11', completed: false });
  });

  it('keeps a removal and a portions change made at the same moment', async () => {
    await Promise.all([
      commitAs('alice', { kind: 'remove', entryId: 'e1' }, { kind: 'remove', id: 'e1' }),
      commitAs('mia', { kind: 'update', entryId: 'e2', fields: { portions: 7 } }, { kind: 'update', id: 'e2', fields: { portions: 7 } }),
    ]);
    expect(await read('mealEntries/e1')).toBeUndefined();
    expect(await read('mealEntries/e2')).toMatchObject({ portions: 7 });
    const plan = await read(`newMealPlans/${PLAN_ID}`);
    expect(plan?.mealEntries).toEqual([expect.objectContaining({ id: 'e2', portions: 7 })]);
    expect(plan).toMatchObject({ totalMeals: 1, uniqueRecipes: 1 });
  });

  it('opens one plan for a new period when both add its first meal at once, and archives the previous one', async () => {
    const period = { startDate: '2030-01-21', endDate: '2030-02-03', name: 'Menu du 21 janvier' };
    await Promise.all(
      (['alice', 'mia'] as const).map((uid, index) => {
        const meal = entry(`later-${index}`, '2030-01-22', { userId: uid });
        return commitAs(uid, { kind: 'add', entry: meal }, { kind: 'add', meal: planMealOf(meal, 'Plus tard') }, period);
      }),
    );
    const opened = await read(`newMealPlans/${weeklyPlanId(HOME, '2030-01-21')}`);
    expect(opened).toMatchObject({ status: 'active', name: 'Menu du 21 janvier', startDate: '2030-01-21', endDate: '2030-02-03', totalMeals: 2, uniqueRecipes: 2 });
    expect(await read(`newMealPlans/${PLAN_ID}`)).toMatchObject({ status: 'archived', totalMeals: 2 });
  });

  it('adds an entry within the current period to the current plan', async () => {
    const meal = entry('soon', '2030-01-19');
    await commitAs('mia', { kind: 'add', entry: meal }, { kind: 'add', meal: planMealOf(meal, 'Bientôt') }, { startDate: '2030-01-14', endDate: '2030-01-27', name: 'Menu du 14 janvier' });
    expect(await read(`newMealPlans/${PLAN_ID}`)).toMatchObject({ status: 'active', totalMeals: 3 });
    expect((await getDoc(doc(clients.mia, 'newMealPlans', weeklyPlanId(HOME, '2030-01-14')))).exists()).toBe(false);
  });

  it('changes nothing when the rules refuse the entry (a past-the-limit portions)', async () => {
    await expect(
      commitAs('alice', { kind: 'update', entryId: 'e1', fields: { portions: 1000 } }, { kind: 'update', id: 'e1', fields: { portions: 1000 } }),
    ).rejects.toThrow();
    expect(await read('mealEntries/e1')).toMatchObject({ portions: 4 });
    expect((await read(`newMealPlans/${PLAN_ID}`))?.mealEntries[0]).toMatchObject({ portions: 4 });
  });
});
