import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { weekStartDaySchema, type WeekStartDay } from '../../src/domain/household/household.ts';
import type { MealType } from '../../src/domain/planner/meal-types.ts';
import { addCalendarDays, plannerWeek, type CalendarDay, type PlannerWeek } from '../../src/domain/planner/week.ts';
import type { WeeklyPlanMeal } from '../../src/domain/planner/weekly-meal-plan.ts';
import { planMealOf, planRecipeName, weeklyPlanId, weeklyPlanName, weeklyPlanPeriod } from '../../src/domain/planner/weekly-plan-summary.ts';
import { toCalendarDate } from '../../src/domain/shared/calendar-date.ts';
import { demoAccount } from './demo-account.ts';

/** Sign-up leaves a household's week start unset; the demo household's weeks start on Monday. */
export const DEMO_WEEK_START_DAY: WeekStartDay = 1;

interface PlannedMeal {
  /** Days after the week's first day, or null for the unplanned area. */
  day: number | null;
  mealType: MealType | null;
  recipeId: string;
  /** Absent: the household's size. */
  portions?: number;
}

/**
 * The demo household's week: lunch and dinner most days, a breakfast and a snack, guests on
 * Saturday, Sunday evening left free and one recipe waiting to be planned. Every recipe is in
 * the demo cookbook (demo-cookbook.ts). An entry's id is its place here, so changing a line
 * changes only that entry.
 */
export const demoMenu: readonly PlannedMeal[] = [
  { day: 0, mealType: 'lunch', recipeId: 'demo-lentilles' },
  { day: 0, mealType: 'dinner', recipeId: 'soupe-au-pistou' },
  { day: 1, mealType: 'lunch', recipeId: 'quiche-lorraine' },
  { day: 1, mealType: 'dinner', recipeId: 'demo-omelette' },
  { day: 2, mealType: 'breakfast', recipeId: 'demo-crepes' },
  { day: 2, mealType: 'lunch', recipeId: 'croque-monsieur' },
  { day: 2, mealType: 'dinner', recipeId: 'veloute-de-potiron' },
  { day: 3, mealType: 'lunch', recipeId: 'demo-curry' },
  { day: 3, mealType: 'dinner', recipeId: 'demo-gratin' },
  { day: 4, mealType: 'lunch', recipeId: 'demo-curry', portions: 2 },
  { day: 4, mealType: 'dinner', recipeId: 'demo-crepes' },
  { day: 5, mealType: 'lunch', recipeId: 'demo-lasagnes', portions: 6 },
  { day: 5, mealType: 'snack', recipeId: 'tarte-tatin', portions: 6 },
  { day: 5, mealType: 'dinner', recipeId: 'demo-omelette' },
  { day: 6, mealType: 'lunch', recipeId: 'boeuf-bourguignon' },
  { day: null, mealType: null, recipeId: 'demo-gratin' },
];

/** Stable ids: seeding again overwrites the same documents instead of adding a second week. */
export function demoEntryId(index: number): string {
  return `demo-entry-${index + 1}`;
}

export interface DemoWeekInput {
  organizationId: string;
  userId: string;
  numberOfPersons: number;
  weekStartDay: WeekStartDay;
  /** Names by recipe id; a recipe missing here (deleted from a persisted run) is left out. */
  recipeNames: ReadonlyMap<string, string>;
  now: Date;
}

export interface StoredDoc<T> {
  id: string;
  data: T;
}

/** mealEntries/{id} as the app writes it (its id is the document's). */
export interface DemoMealEntry {
  organizationId: string;
  userId: string;
  recipeId: string;
  recipeName: string;
  date: CalendarDay | '';
  mealType: MealType | null;
  portions: number;
  completed: false;
  isArchived: false;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** newMealPlans/{id} (its id is the document's). */
export interface DemoWeeklyPlan {
  organizationId: string;
  name: string;
  status: 'active';
  startDate: CalendarDay;
  endDate: CalendarDay;
  mealEntries: WeeklyPlanMeal[];
  totalMeals: number;
  uniqueRecipes: number;
  createdAt: Timestamp;
  createdBy: string;
  updatedAt: Timestamp;
  updatedBy: string;
}

export interface DemoWeek {
  week: PlannerWeek;
  entries: StoredDoc<DemoMealEntry>[];
  plan: StoredDoc<DemoWeeklyPlan>;
}

/**
 * The documents of the demo household's current week (pure: no Firestore access), the plan
 * named, identified and spanning the period as the planner opens one (weekly-plan-summary.ts).
 */
export function buildDemoWeek({ organizationId: householdId, userId, numberOfPersons, weekStartDay, recipeNames, now }: DemoWeekInput): DemoWeek {
  const today = toCalendarDate(now);
  const week = plannerWeek(today, weekStartDay, today);
  const stamp = Timestamp.fromDate(now);

  const entries: StoredDoc<DemoMealEntry>[] = [];
  const meals: WeeklyPlanMeal[] = [];
  for (const [index, meal] of demoMenu.entries()) {
    const recipeName = recipeNames.get(meal.recipeId);
    if (recipeName === undefined) continue;
    const id = demoEntryId(index);
    const date = meal.day === null ? '' : addCalendarDays(week.start, meal.day);
    const portions = meal.portions ?? numberOfPersons;
    const data: DemoMealEntry = {
      organizationId: householdId,
      userId,
      recipeId: meal.recipeId,
      recipeName: planRecipeName(recipeName),
      date,
      mealType: meal.mealType,
      portions,
      completed: false,
      isArchived: false,
      createdAt: stamp,
      updatedAt: stamp,
    };
    entries.push({ id, data });
    meals.push(planMealOf({ id, ...data }, recipeName));
  }

  const { startDate, endDate } = weeklyPlanPeriod(week.start, weekStartDay, today);
  const plan: StoredDoc<DemoWeeklyPlan> = {
    id: weeklyPlanId(householdId, startDate),
    data: {
      organizationId: householdId,
      name: weeklyPlanName(startDate),
      status: 'active',
      startDate,
      endDate,
      mealEntries: meals,
      totalMeals: meals.length,
      uniqueRecipes: new Set(meals.map((meal) => meal.recipeId)).size,
      createdAt: stamp,
      createdBy: userId,
      updatedAt: stamp,
      updatedBy: userId,
    },
  };
  return { week, entries, plan };
}

// Firestore refuses a batch of more than 500 writes; the week's own writes stay far below.
const MAX_BATCH_WRITES = 450;

/**
 * Plans the demo household's current week, on every start: the week moves with the calendar,
 * so a persisted run gets this week's menu rather than the one of the day it was first seeded.
 * Writes the entries and the week's plan, deletes the household's other entries (earlier weeks'
 * and any added by hand), archives its other active plans (the one sign-up created, earlier
 * weeks'), and gives the household a Monday week start when it has none.
 */
export async function seedDemoWeek({ auth, firestore }: { auth: Auth; firestore: Firestore }, now = new Date()): Promise<DemoWeek> {
  const { uid } = await auth.getUserByEmail(demoAccount.email);
  const householdId: unknown = (await firestore.collection(collections.users).doc(uid).get()).get('defaultOrganizationId');
  if (typeof householdId !== 'string') throw new Error('The demo account has no household to seed.');
  const householdRef = firestore.collection(collections.organizations).doc(householdId);
  const household = await householdRef.get();
  const storedStartDay = weekStartDaySchema.safeParse(household.get('weekStartDay'));
  const storedSize: unknown = household.get('numberOfPersons');

  const recipeIds = [...new Set(demoMenu.map((meal) => meal.recipeId))];
  const recipes = await firestore.getAll(...recipeIds.map((id) => firestore.collection(collections.recipes).doc(id)));
  const recipeNames = new Map<string, string>();
  for (const recipe of recipes) {
    const name: unknown = recipe.get('name');
    if (recipe.exists && typeof name === 'string') recipeNames.set(recipe.id, name);
  }

  const demoWeek = buildDemoWeek({
    organizationId: householdId,
    userId: uid,
    numberOfPersons: typeof storedSize === 'number' ? storedSize : demoAccount.numberOfPersons,
    weekStartDay: storedStartDay.success ? storedStartDay.data : DEMO_WEEK_START_DAY,
    recipeNames,
    now,
  });

  const entries = firestore.collection(collections.mealEntries);
  const plans = firestore.collection(collections.weeklyMealPlans);
  const keptEntryIds = new Set(demoWeek.entries.map((entry) => entry.id));
  const staleEntries = (await entries.where('organizationId', '==', householdId).get()).docs.filter((entry) => !keptEntryIds.has(entry.id));
  const otherActivePlans = (await plans.where('organizationId', '==', householdId).where('status', '==', 'active').get()).docs.filter(
    (plan) => plan.id !== demoWeek.plan.id,
  );

  const writes: ((batch: WriteBatch) => void)[] = [
    ...staleEntries.map((entry) => (batch: WriteBatch) => batch.delete(entry.ref)),
    ...otherActivePlans.map((plan) => (batch: WriteBatch) => batch.update(plan.ref, { status: 'archived', updatedAt: Timestamp.fromDate(now), updatedBy: uid })),
    ...demoWeek.entries.map(({ id, data }) => (batch: WriteBatch) => batch.set(entries.doc(id), data)),
    (batch: WriteBatch) => batch.set(plans.doc(demoWeek.plan.id), demoWeek.plan.data),
  ];
  if (!storedStartDay.success) writes.push((batch) => batch.update(householdRef, { weekStartDay: DEMO_WEEK_START_DAY }));
  for (let start = 0; start < writes.length; start += MAX_BATCH_WRITES) {
    const batch = firestore.batch();
    for (const write of writes.slice(start, start + MAX_BATCH_WRITES)) write(batch);
    await batch.commit();
  }
  return demoWeek;
}
