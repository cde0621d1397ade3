import { z } from 'zod';

/** Meal types in the order a day lists them; an entry may also have none (spec B §3). */
export const mealTypes = ['breakfast', 'lunch', 'snack', 'dinner'] as const;

export type MealType = (typeof mealTypes)[number];

export function isMealType(value: unknown): value is MealType {
  return mealTypes.some((mealType) => mealType === value);
}

/** Strict: for forms and anything the app writes; null stands for no meal type. */
export const mealTypeSchema = z.enum(mealTypes);

/** For stored data: '', 'none', a missing or an unknown value all mean "no meal type" (null). */
export const storedMealTypeSchema = z
  .string()
  .nullish()
  .transform((value): MealType | null => (isMealType(value) ? value : null));

function rank(value: string | null | undefined): number {
  const index = mealTypes.findIndex((mealType) => mealType === value);
  return index === -1 ? mealTypes.length : index;
}

/** Breakfast, lunch, snack, dinner, then everything else (spec B §2). */
export function compareMealTypes(a: string | null | undefined, b: string | null | undefined): number {
  return rank(a) - rank(b);
}

export function mealTypeLabelKey(value: string | null | undefined): `mealTypes.${MealType | 'none'}` {
  return isMealType(value) ? `mealTypes.${value}` : 'mealTypes.none';
}
