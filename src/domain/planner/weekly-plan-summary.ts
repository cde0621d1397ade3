import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { RECIPE_NAME_MAX_LENGTH } from '../recipes/recipe-limits';
import { parseCalendarDate } from '../shared/calendar-date';
import { toSingleLine } from '../shared/single-line';
import type { WeekStartDay } from '../household/organization';
import type { MealEntry } from './meal-entry';
import { ADD_TO_PLAN_DAY_COUNT, addCalendarDays, weekStartOf, type CalendarDay } from './week';
import { WEEKLY_PLAN_MAX_MEALS, type WeeklyPlanMeal } from './weekly-meal-plan';

/** What an entry's change does to the plan's summary of meals. */
export type PlanMealChange =
  | { kind: 'add'; meal: WeeklyPlanMeal }
  | { kind: 'update'; id: string; fields: Partial<Pick<WeeklyPlanMeal, 'date' | 'mealType' | 'portions' | 'completed'>> }
  | { kind: 'remove'; id: string };

/** The summary fields of a weekly plan, as written. */
export interface PlanSummary {
  mealEntries: unknown[];
  totalMeals: number;
  uniqueRecipes: number;
}

/**
 * A recipe's name as a meal of the summary holds it: on one line and within a recipe name's
 * limit, as the rules demand of every meal a write adds or changes. A recipe stored before
 * names were held to one line may still hold a tab, and its meals must still be written.
 */
export function planRecipeName(name: string): string {
  return [...toSingleLine(name)].slice(0, RECIPE_NAME_MAX_LENGTH).join('');
}

/** The summary line of an entry (spec B §3). */
export function planMealOf(entry: Pick<MealEntry, 'id' | 'recipeId' | 'date' | 'mealType' | 'portions' | 'completed'>, recipeName: string): WeeklyPlanMeal {
  const { id, recipeId, date, mealType, portions, completed } = entry;
  return { id, recipeId, recipeName: planRecipeName(recipeName), date, mealType, portions, completed };
}

/** A stored meal with a change applied, its recipe's name made what the rules take (planRecipeName). */
function changedMeal(meal: unknown, fields: Partial<WeeklyPlanMeal>): unknown {
  const changed: Record<string, unknown> = { ...(meal as object), ...fields };
  if (typeof changed.recipeName === 'string') changed.recipeName = planRecipeName(changed.recipeName);
  return changed;
}

function field(meal: unknown, key: 'id' | 'recipeId'): unknown {
  return typeof meal === 'object' && meal !== null ? (meal as Record<string, unknown>)[key] : undefined;
}

/**
 * The summary after one change, from the meals as stored (read in the same transaction). Only the
 * changed meal is rewritten: the others stay byte for byte what the rules saw, which they check
 * (at most three meals changed per write). Null when the change touches no meal of this plan,
 * adds one the plan already lists, or adds one to a full plan.
 */
export function summaryAfter(stored: readonly unknown[], change: PlanMealChange): PlanSummary | null {
  const id = change.kind === 'add' ? change.meal.id : change.id;
  const index = stored.findIndex((meal) => field(meal, 'id') === id);
  let mealEntries: unknown[];
  if (change.kind === 'add') {
    // A full summary (the rules' limit) stops listing meals rather than refuse the entry.
    if (index !== -1 || stored.length >= WEEKLY_PLAN_MAX_MEALS) return null;
    mealEntries = [...stored, change.meal];
  } else if (index === -1) {
    return null;
  } else if (change.kind === 'remove') {
    mealEntries = stored.filter((_, at) => at !== index);
  } else {
    mealEntries = stored.map((meal, at) => (at === index ? changedMeal(meal, change.fields) : meal));
  }
  const recipeIds = new Set(mealEntries.map((meal) => field(meal, 'recipeId')).filter((recipeId) => typeof recipeId === 'string'));
  return { mealEntries, totalMeals: mealEntries.length, uniqueRecipes: recipeIds.size };
}

/** The period a plan created for `date` spans: its week's start to the end of the following week (DESIGN.md §3). */
export function weeklyPlanPeriod(date: CalendarDay, weekStartDay: WeekStartDay | null | undefined, today: CalendarDay): { startDate: CalendarDay; endDate: CalendarDay } {
  const startDate = weekStartOf(date, weekStartDay, today);
  return { startDate, endDate: addCalendarDays(startDate, ADD_TO_PLAN_DAY_COUNT - 1) };
}

/** 'Menu du 16 novembre' (spec B §9). */
export function weeklyPlanName(startDate: CalendarDay): string {
  const start = parseCalendarDate(startDate);
  return `Menu du ${start ? format(start, 'd MMMM', { locale: fr }) : startDate}`;
}

/**
 * One plan per household and period, so that two members adding the first meal of a period
 * at once write the same document (the second transaction finds it) instead of two plans.
 */
export function weeklyPlanId(organizationId: string, startDate: CalendarDay): string {
  return `${organizationId}_${startDate}`;
}

/** What a plan needs to say whether it takes a meal. */
export interface PlanPeriod {
  status: string;
  /** yyyy-MM-dd as the app writes it; anything else (an older timestamp) reads as no end. */
  endDate: unknown;
}

/**
 * An active plan takes unplanned meals and meals up to its end; a meal after it opens the next
 * period's plan. A meal before its start still joins it: a plan is never reopened backwards.
 */
export function planTakesDate(plan: PlanPeriod, date: CalendarDay | ''): boolean {
  if (plan.status !== 'active') return false;
  if (date === '' || typeof plan.endDate !== 'string' || parseCalendarDate(plan.endDate) === null) return true;
  return date <= plan.endDate;
}
