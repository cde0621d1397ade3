import { z } from 'zod';

/** Recipe classification enumerations (spec B §3); labels live under the keys named below. */
export const dishTypes = ['aperitif', 'starter', 'main', 'dessert', 'drink', 'side', 'sharing'] as const;
export const dietaryRestrictions = ['vegetarian', 'vegan', 'glutenFree', 'lactoseFree'] as const;
export const difficulties = ['easy', 'medium', 'hard'] as const;
export const costs = ['cheap', 'medium', 'expensive'] as const;

export type DishType = (typeof dishTypes)[number];
export type DietaryRestriction = (typeof dietaryRestrictions)[number];
export type Difficulty = (typeof difficulties)[number];
export type Cost = (typeof costs)[number];

export const dishTypeSchema = z.enum(dishTypes);
export const dietaryRestrictionSchema = z.enum(dietaryRestrictions);
export const difficultySchema = z.enum(difficulties);
export const costSchema = z.enum(costs);

export function dishTypeLabelKey(value: DishType): `dishTypes.${DishType}` {
  return `dishTypes.${value}`;
}

export function dietaryRestrictionLabelKey(value: DietaryRestriction): `diets.${DietaryRestriction}` {
  return `diets.${value}`;
}

export function difficultyLabelKey(value: Difficulty): `difficulty.${Difficulty}` {
  return `difficulty.${value}`;
}

export function costLabelKey(value: Cost): `cost.${Cost}` {
  return `cost.${value}`;
}

// A list holds at most as many values as its enumeration has, as firestore.rules checks.
export const classificationSchema = z.object({
  dishTypes: z.array(dishTypeSchema).max(dishTypes.length).default([]),
  dietaryRestrictions: z.array(dietaryRestrictionSchema).max(dietaryRestrictions.length).default([]),
  difficulty: difficultySchema.default('medium'),
  cost: costSchema.default('medium'),
});

export type Classification = z.infer<typeof classificationSchema>;

/** A new recipe is medium in difficulty and cost, with no dish type or diet (spec B §5). */
export function createDefaultClassification(): Classification {
  return { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' };
}
