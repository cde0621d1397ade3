import { z } from 'zod';
import { difficultySchema } from './classification';
import { recipeTotalMinutes, type Recipe } from './recipe';
import { recipeImageSchema } from './recipe-image-address';

/**
 * What a recipe's card shows (spec B §2: picture, name, total time), and what links it: a card
 * drawn from what the device kept reads no more than this (README, "A screen before the session answers").
 */
export const recipeCardFaceSchema = z.object({
  id: z.string().regex(/^[\w-]{1,200}$/),
  seoUrl: z.string().max(300).nullable(),
  isPublic: z.boolean(),
  name: z.string().max(500),
  image: recipeImageSchema.nullable(),
  minutes: z.int().min(0).max(100_000),
  difficulty: difficultySchema,
});

export type RecipeCardFace = z.infer<typeof recipeCardFaceSchema>;

export function recipeCardFace(recipe: Recipe): RecipeCardFace {
  return {
    id: recipe.id,
    seoUrl: recipe.seoUrl,
    isPublic: recipe.isPublic,
    name: recipe.name,
    image: recipe.image,
    minutes: recipeTotalMinutes(recipe),
    difficulty: recipe.classification.difficulty,
  };
}
