import type { ImportedIngredient, RecipeDraft } from '@domain/api/recipe-import.ts';
import { IMPORTED_LINE_MAX_LENGTH } from '@domain/api/recipe-import.ts';
import { DEFAULT_GROCERY_CATEGORY } from '@domain/grocery/categories.ts';
import { RECIPE_INSTRUCTIONS_MAX_LENGTH, RECIPE_MAX_INGREDIENT_LINES, RECIPE_NAME_MAX_LENGTH } from '@domain/recipes/recipe-limits.ts';
import type { ParsedIngredientLine } from '@domain/recipes/ingredient-line-parser.ts';
import type { StandardIngredient } from '@domain/recipes/standard-ingredient.ts';
import { toSingleLine } from '@domain/shared/single-line.ts';
import { webUrlSchema } from '@domain/shared/web-url.ts';
import { classify } from './classify.ts';
import { durationMinutes } from './duration.ts';
import type { RecipeFields } from './recipe-fields.ts';
import { yieldServings } from './recipe-yield.ts';

/** The ingredient-line parser (src/domain/recipes/ingredient-line-parser.ts), or a test's stand-in. */
export type LineParser = (line: string, catalogue: readonly StandardIngredient[]) => ParsedIngredientLine;

/**
 * The recipe form's draft: each ingredient line parsed against the catalogue, its original text
 * kept; everything cut to what a recipe may hold.
 */
export function buildDraft(fields: RecipeFields, sourceUrl: string | null, catalogue: readonly StandardIngredient[], parseLine: LineParser): RecipeDraft {
  const categories = new Map(catalogue.map((ingredient) => [ingredient.id, ingredient.category]));
  const ingredients = fields.ingredients.slice(0, RECIPE_MAX_INGREDIENT_LINES).map((line): ImportedIngredient => {
    const text = line.slice(0, IMPORTED_LINE_MAX_LENGTH);
    const parsed = parseLine(text, catalogue);
    const category = (parsed.standardIngredientId && categories.get(parsed.standardIngredientId)) || DEFAULT_GROCERY_CATEGORY;
    return { text, quantity: parsed.quantity, unit: parsed.unit, name: parsed.name, standardIngredientId: parsed.standardIngredientId, category };
  });
  return {
    // On one line, as a recipe's name must be: a page's title may hold control characters.
    name: toSingleLine(fields.name).slice(0, RECIPE_NAME_MAX_LENGTH).trim(),
    imageUrl: fields.imageUrl && webUrlSchema.safeParse(fields.imageUrl).success ? fields.imageUrl : null,
    prepMinutes: durationMinutes(fields.prepTime),
    cookMinutes: durationMinutes(fields.cookTime),
    totalMinutes: durationMinutes(fields.totalTime),
    servings: yieldServings(fields.recipeYield),
    ingredients,
    instructions: withinLength(fields.instructions, RECIPE_INSTRUCTIONS_MAX_LENGTH),
    sourceUrl,
    classification: classify(fields.labels),
  };
}

/** The steps joined one per line, as many whole steps as fit. */
function withinLength(lines: readonly string[], max: number): string {
  let text = '';
  for (const line of lines) {
    const next = text ? `${text}\n${line}` : line;
    if (next.length > max) break;
    text = next;
  }
  return text;
}
