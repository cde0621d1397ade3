import { describe, expect, it } from 'vitest';
import type { MealEntry } from './meal-entry';
import { PLAN_MEALS_CHANGED_PER_WRITE, reconcilePlan, type FollowedPlan, type PlanReconciliation, type PlanView } from './plan-reconciliation';
import { planMealOf } from './weekly-plan-summary';

const at = new Date('2030-01-07T09:00:00Z');
const HOME = 'home';

function entry(id: string, date: string, overrides: Partial<MealEntry> = {}): MealEntry {
  return { id, organizationId: HOME, userId: 'u', recipeId: `r-${id}`, date, mealType: 'lunch', portions: 4, completed: false, isArchived: false, createdAt: at, updatedAt: at, ...overrides };
}

const names: Record<string, string> = { 'r-a': 'Soupe', 'r-b': 'Tarte', 'r-c': 'Gratin' };

function plan(meals: unknown[], overrides: Partial<FollowedPlan> = {}): FollowedPlan {
  return { id: `${HOME}_2030-01-07`, status: 'active', startDate: '2030-01-07', endDate: '2030-01-20', mealEntries: meals, ...overrides };
}

function view(followed: FollowedPlan | null, entries: MealEntry[], overrides: Partial<PlanView> = {}): PlanView {
  return {
    plan: followed,
    organizationId: HOME,
    entries,
    isFollowed: (date) => date === '' || (date >= '2030-01-07' && date <= '2030-01-20'),
    recipeName: (recipeId) => names[recipeId],
    today: '2030-01-08',
    weekStartDay: 1,
    ...overrides,
  };
}

const meal = (id: string, date: string, overrides: Partial<MealEntry> = {}) => planMealOf(entry(id, date, overrides), names[`r-${id}`] ?? '');

/** Applies reconciliations to the plan until it agrees, as the clients' successive writes do. */
function settle(start: PlanView): { writes: PlanReconciliation[]; plan: FollowedPlan | null } {
  const writes: PlanReconciliation[] = [];
  let current = start;
  for (let next = reconcilePlan(current); next; next = reconcilePlan(current)) {
    writes.push(next);
    if (writes.length > 50) throw new Error('never settles');
    const written: FollowedPlan = next.kind === 'open' ? plan([], { id: next.planId, startDate: next.startDate, endDate: next.endDate }) : plan(next.summary.mealEntries, { id: next.planId, startDate: current.plan?.startDate, endDate: current.plan?.endDate });
    current = { ...current, plan: written };
  }
  return { writes, plan: current.plan };
}

describe('reconcilePlan', () => {
  it('changes nothing when the summary lists every entry as it is', () => {
    expect(reconcilePlan(view(plan([meal('a', '2030-01-08'), meal('b', '')]), [entry('a', '2030-01-08'), entry('b', '')]))).toBeNull();
  });

  it('brings a moved, retyped and resized meal into the summary, leaving the others as stored', () => {
    const untouched = meal('b', '2030-01-09');
    const stored = [meal('a', '2030-01-08'), untouched];
    const result = reconcilePlan(view(plan(stored), [entry('a', '2030-01-10', { mealType: 'dinner', portions: 6 }), entry('b', '2030-01-09')]));
    expect(result).toEqual({
      kind: 'summary',
      planId: `${HOME}_2030-01-07`,
      summary: { mealEntries: [meal('a', '2030-01-10', { mealType: 'dinner', portions: 6 }), untouched], totalMeals: 2, uniqueRecipes: 2 },
    });
    if (result?.kind === 'summary') expect(result.summary.mealEntries[1]).toBe(untouched);
  });

  it("adds the period's entries it does not list, and drops the meals of followed days whose entry is gone", () => {
    const result = reconcilePlan(view(plan([meal('a', '2030-01-08'), meal('gone', '2030-01-09')]), [entry('a', '2030-01-08'), entry('b', ''), entry('c', '2030-01-12', { recipeId: 'r-a' })]));
    expect(result).toMatchObject({ kind: 'summary', summary: { totalMeals: 3, uniqueRecipes: 2 } });
    if (result?.kind === 'summary') expect(result.summary.mealEntries.map((stored) => (stored as { id: string }).id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the meals of days it does not follow, whose entries it cannot see', () => {
    const elsewhere = meal('far', '2030-01-03');
    expect(reconcilePlan(view(plan([elsewhere, meal('a', '2030-01-08')]), [entry('a', '2030-01-08')]))).toBeNull();
  });

  it(`changes at most ${PLAN_MEALS_CHANGED_PER_WRITE} meals per write, and settles in as many writes as it needs`, () => {
    const entries = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, index) => entry(id, `2030-01-${String(8 + index).padStart(2, '0')}`));
    const first = reconcilePlan(view(plan([]), entries));
    expect(first?.kind === 'summary' && first.summary.mealEntries).toHaveLength(PLAN_MEALS_CHANGED_PER_WRITE);
    const { writes, plan: settled } = settle(view(plan([]), entries));
    expect(writes).toHaveLength(3);
    expect(settled?.mealEntries).toEqual(entries.map((one) => planMealOf(one, names[one.recipeId] ?? '')));
  });

  it('keeps a stored recipe name while the device does not know the recipe, and fills an empty one when it does', () => {
    const stored = { ...meal('z', '2030-01-08'), recipeName: 'Ancienne' };
    expect(reconcilePlan(view(plan([stored]), [entry('z', '2030-01-08')]))).toBeNull();
    const unnamed = planMealOf(entry('a', '2030-01-08'), '');
    expect(reconcilePlan(view(plan([unnamed]), [entry('a', '2030-01-08')]))).toMatchObject({ summary: { mealEntries: [meal('a', '2030-01-08')] } });
  });

  it('lists a meal twice nowhere: a duplicate leaves', () => {
    expect(reconcilePlan(view(plan([meal('a', '2030-01-08'), meal('a', '2030-01-08')]), [entry('a', '2030-01-08')]))).toMatchObject({ summary: { mealEntries: [meal('a', '2030-01-08')], totalMeals: 1 } });
  });

  it('opens the period of a meal planned after the active plan, archiving it, then fills the new plan', () => {
    const later = entry('c', '2030-01-23');
    expect(reconcilePlan(view(plan([]), [later], { isFollowed: () => true }))).toEqual({
      kind: 'open',
      planId: `${HOME}_2030-01-21`,
      startDate: '2030-01-21',
      endDate: '2030-02-03',
      name: 'Menu du 21 janvier',
      archive: `${HOME}_2030-01-07`,
    });
    const { plan: settled } = settle(view(plan([]), [later], { isFollowed: () => true }));
    expect(settled).toMatchObject({ id: `${HOME}_2030-01-21`, mealEntries: [meal('c', '2030-01-23')] });
  });

  it('opens a plan for a household that has none, and none for past or unplanned meals', () => {
    expect(reconcilePlan(view(null, [entry('a', '2030-01-09')]))).toMatchObject({ kind: 'open', planId: `${HOME}_2030-01-07`, archive: null });
    expect(reconcilePlan(view(null, [entry('a', '2030-01-02'), entry('b', '')]))).toBeNull();
  });

  it('leaves a plan of a period the app cannot read (timestamps) as the plan of every meal', () => {
    expect(reconcilePlan(view(plan([], { startDate: at, endDate: at }), [entry('a', '2030-03-09')]))).toMatchObject({ kind: 'summary', summary: { totalMeals: 1 } });
  });
});
