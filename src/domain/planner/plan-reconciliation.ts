import type { WeekStartDay } from '../household/household';
import type { MealEntry } from './meal-entry';
import type { CalendarDay } from './week';
import { WEEKLY_PLAN_MAX_MEALS, type WeeklyPlanMeal } from './weekly-meal-plan';
import { planMealOf, planTakesDate, weeklyPlanId, weeklyPlanName, weeklyPlanPeriod, type PlanSummary } from './weekly-plan-summary';

/**
 * Most meals one summary write adds or changes: the rules check each of them and refuse a write
 * with more (firestore.rules, isValidPlanSummary). A longer catch-up takes several writes.
 */
export const PLAN_MEALS_CHANGED_PER_WRITE = 3;

/** The household's active plan as followed: its meals exactly as stored. */
export interface FollowedPlan {
  id: string;
  status: string;
  startDate: unknown;
  endDate: unknown;
  mealEntries: readonly unknown[];
}

export interface PlanView {
  /** The household's newest active plan, null when it has none. */
  plan: FollowedPlan | null;
  organizationId: string;
  /** The entries known to the server: the plan's period, the unplanned area, the week on screen. */
  entries: readonly MealEntry[];
  /** Whether every entry of this day ('' for unplanned) is among `entries`. */
  isFollowed: (date: string) => boolean;
  /** The recipe's name when the device knows it (a summary meal shows it). */
  recipeName: (recipeId: string) => string | undefined;
  today: CalendarDay;
  weekStartDay: WeekStartDay | null | undefined;
}

/** What brings the plan into agreement with the entries, one write at a time. */
export type PlanReconciliation =
  | { kind: 'open'; planId: string; startDate: CalendarDay; endDate: CalendarDay; name: string; archive: string | null }
  | { kind: 'summary'; planId: string; summary: PlanSummary };

const isCalendarDay = (value: unknown): value is CalendarDay => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function storedField(meal: unknown, key: keyof WeeklyPlanMeal): unknown {
  return typeof meal === 'object' && meal !== null ? (meal as Record<string, unknown>)[key] : undefined;
}

/** Whether the plan's period holds the day: unplanned meals and days from its start to its end. */
function inPeriod(plan: FollowedPlan, date: string): boolean {
  if (!planTakesDate(plan, date)) return false;
  return date === '' || !isCalendarDay(plan.startDate) || date >= plan.startDate;
}

/**
 * The period a planned meal of today or later opens when the active plan does not take it
 * (spec B §4: adding the first meal of a period opens its plan and archives the previous one).
 * The earliest such meal decides, so that every client opens the same plan.
 */
function planToOpen(view: PlanView): PlanReconciliation | null {
  const { plan } = view;
  const later = view.entries
    .filter((entry) => entry.date !== '' && entry.date >= view.today && !(plan && planTakesDate(plan, entry.date)))
    .map((entry) => entry.date)
    .sort();
  const first = later[0];
  if (!first) return null;
  const period = weeklyPlanPeriod(first, view.weekStartDay, view.today);
  const planId = weeklyPlanId(view.organizationId, period.startDate);
  if (plan?.id === planId) return null;
  return { kind: 'open', planId, ...period, name: weeklyPlanName(period.startDate), archive: plan?.id ?? null };
}

/** The summary line an entry should have, keeping the stored recipe name while the device knows none. */
function targetMeal(entry: MealEntry, stored: unknown, view: PlanView): WeeklyPlanMeal {
  const storedName = storedField(stored, 'recipeName');
  const known = view.recipeName(entry.recipeId);
  const name = known ?? (typeof storedName === 'string' ? storedName : '');
  return planMealOf(entry, name);
}

const sameMeal = (stored: unknown, meal: WeeklyPlanMeal) =>
  (Object.keys(meal) as (keyof WeeklyPlanMeal)[]).every((key) => storedField(stored, key) === meal[key]) &&
  typeof stored === 'object' &&
  stored !== null &&
  Object.keys(stored).every((key) => key in meal);

/**
 * The next write that brings the plan into agreement with the entries, which are the truth, or
 * null when they agree. Idempotent: applied and run again on what it wrote, it goes on to the
 * next write, then to null. Meals whose entry is among those followed take its state; a meal
 * of a followed day whose entry is gone leaves; an entry of the period the plan does not list
 * joins it. Meals of days not followed stay byte for byte as stored, and so do the meals this
 * write leaves alone (the rules check only what a write adds or changes, at most
 * PLAN_MEALS_CHANGED_PER_WRITE of them).
 */
export function reconcilePlan(view: PlanView): PlanReconciliation | null {
  const opening = planToOpen(view);
  if (opening) return opening;
  const { plan } = view;
  if (!plan || plan.status !== 'active') return null;

  const entries = new Map(view.entries.map((entry) => [entry.id, entry]));
  const listed = new Set<unknown>();
  let changes = 0;
  let removed = false;
  const meals: unknown[] = [];
  for (const stored of plan.mealEntries) {
    const id = storedField(stored, 'id');
    const entry = typeof id === 'string' ? entries.get(id) : undefined;
    const date = storedField(stored, 'date');
    if (!entry) {
      if (typeof date === 'string' && view.isFollowed(date)) removed = true;
      else meals.push(stored);
      continue;
    }
    if (listed.has(id)) {
      removed = true;
      continue;
    }
    listed.add(id);
    const meal = targetMeal(entry, stored, view);
    if (sameMeal(stored, meal) || changes >= PLAN_MEALS_CHANGED_PER_WRITE) {
      meals.push(stored);
    } else {
      meals.push(meal);
      changes += 1;
    }
  }
  const missing = view.entries.filter((entry) => !listed.has(entry.id) && inPeriod(plan, entry.date)).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  for (const entry of missing) {
    if (changes >= PLAN_MEALS_CHANGED_PER_WRITE || meals.length >= WEEKLY_PLAN_MAX_MEALS) break;
    meals.push(targetMeal(entry, undefined, view));
    changes += 1;
  }
  if (changes === 0 && !removed) return null;
  const recipeIds = new Set(meals.map((meal) => storedField(meal, 'recipeId')).filter((recipeId) => typeof recipeId === 'string'));
  return { kind: 'summary', planId: plan.id, summary: { mealEntries: meals, totalMeals: meals.length, uniqueRecipes: recipeIds.size } };
}
