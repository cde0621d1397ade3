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

const ranks: ReadonlyMap<string | null | undefined, number> = new Map(mealTypes.map((mealType, index) => [mealType, index]));

/** Where a meal type comes in a day: breakfast 0, lunch 1, snack 2, dinner 3, everything else 4. */
export function mealTypeRank(value: string | null | undefined): number {
  return ranks.get(value) ?? mealTypes.length;
}

/** Breakfast, lunch, snack, dinner, then everything else (spec B §2). */
export function compareMealTypes(a: string | null | undefined, b: string | null | undefined): number {
  return mealTypeRank(a) - mealTypeRank(b);
}

export function mealTypeLabelKey(value: string | null | undefined): `mealTypes.${MealType | 'none'}` {
  return isMealType(value) ? `mealTypes.${value}` : 'mealTypes.none';
}
