import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { RECIPE_NAME_MAX_LENGTH } from '../recipes/recipe-limits';
import { parseCalendarDate } from '../shared/calendar-date';
import { toSingleLine } from '../shared/single-line';
import type { WeekStartDay } from '../household/household';
import type { MealEntry } from './meal-entry';
import { ADD_TO_PLAN_DAY_COUNT, addCalendarDays, weekStartOf, type CalendarDay } from './week';
import type { WeeklyPlanMeal } from './weekly-meal-plan';

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
 * One plan per household and period, so that two members' clients opening a period at once
 * write the same document (the second finds it) instead of two plans.
 */
export function weeklyPlanId(householdId: string, startDate: CalendarDay): string {
  return `${householdId}_${startDate}`;
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
