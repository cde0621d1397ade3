import { z } from 'zod';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { singleLineText } from '../shared/single-line';
import { optionalTimestampSchema } from '../shared/timestamp';
import { mealEntryDateSchema, portionsSchema } from './meal-entry';
import { storedMealTypeSchema } from './meal-types';

/** When set, automationExpiration lies this far after the moment it was set (spec B §4). */
export const AUTOMATION_EXPIRY_HOURS = 24;

/** Longest plan name ('Menu du {date}' by default); firestore.rules repeats it as maxWeeklyPlanNameLength(). */
export const WEEKLY_PLAN_NAME_MAX_LENGTH = 100;

/** Most meals one plan summarises; firestore.rules repeats it as maxWeeklyPlanMeals(). */
export const WEEKLY_PLAN_MAX_MEALS = 200;

/** A planned meal as summarised inside the weekly plan document. */
export const weeklyPlanMealSchema = z.object({
  id: z.string().min(1),
  recipeId: z.string().min(1),
  // Written on one line within a recipe name's limit (planRecipeName, firestore.rules), but read
  // whatever an older summary holds: one odd meal must not hide the whole plan.
  recipeName: z.string().default(''),
  date: mealEntryDateSchema.nullish().transform((date) => date ?? ''),
  mealType: storedMealTypeSchema,
  portions: portionsSchema.nullish().transform((portions) => portions ?? null),
  completed: z.boolean().default(false),
});

/** newMealPlans/{id} (spec B §3): only the newest active one is shown. */
export const weeklyMealPlanSchema = z.object({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  name: z.string().max(WEEKLY_PLAN_NAME_MAX_LENGTH).regex(singleLineText),
  status: lifecycleStatusSchema,
  createdAt: optionalTimestampSchema,
  createdBy: z.string().nullish(),
  updatedAt: optionalTimestampSchema,
  updatedBy: z.string().nullish(),
  // Timestamps or yyyy-MM-dd days depending on the writer; a bare day reads as local midnight.
  startDate: optionalTimestampSchema,
  endDate: optionalTimestampSchema,
  mealEntries: z.array(weeklyPlanMealSchema).max(WEEKLY_PLAN_MAX_MEALS).default([]),
  totalMeals: z.int().nonnegative().default(0),
  uniqueRecipes: z.int().nonnegative().default(0),
  automationExpiration: optionalTimestampSchema,
});

export type WeeklyPlanMeal = z.infer<typeof weeklyPlanMealSchema>;
export type WeeklyMealPlan = z.infer<typeof weeklyMealPlanSchema>;
