import { z } from 'zod';
import { DEFAULT_GROCERY_CATEGORY, groceryCategorySchema } from '../grocery/categories';
import { SINGLE_LINE_ERROR, singleLineText } from '../shared/single-line';
import { webUrlSchema } from '../shared/web-url';
import { classificationSchema, createDefaultClassification } from './classification';
import type { IngredientLine } from './ingredient-line';
import { recipeSchema, type Recipe } from './recipe';
import { recipeImageSchema } from './recipe-image-address';
import { RECIPE_INSTRUCTIONS_MAX_LENGTH, RECIPE_MAX_INGREDIENT_LINES, RECIPE_NAME_MAX_LENGTH } from './recipe-limits';
import { DEFAULT_UNIT, units } from './units';

/**
 * A number field as the form holds it: '' when left blank (NaN with valueAsNumber), text from a
 * plain input, where a French keyboard may type a decimal comma. Blank reads as undefined.
 */
function readNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

const numberField = z.union([z.number(), z.nan(), z.string()]).nullish().transform(readNumber);

// The messages are codes, translated by the form through validation.<code>.
const minutesField = numberField.pipe(z.number({ error: 'timeMin' }).min(0, { error: 'timeMin' }).optional());

const ingredientLineFormSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  // A blank quantity is kept as 0 (spec B §5), which isIncompleteLine then flags.
  quantity: numberField
    .transform((quantity) => quantity ?? 0)
    .pipe(z.number({ error: 'quantityMin' }).min(0, { error: 'quantityMin' })),
  unit: z.enum(units).default(DEFAULT_UNIT),
  category: groceryCategorySchema.default(DEFAULT_GROCERY_CATEGORY),
  standardIngredientId: z.string().nullish(),
  // The food the cook said a typed name is not (typed-food-link.ts): the form's own, never stored.
  declinedFoodId: z.string().nullish(),
});

/**
 * The recipe form (spec B §5), for react-hook-form's zodResolver. Tags are picked here but
 * stored on the cookbook, so tagIds stays out of toRecipeWrite. The limits are the stored
 * recipe's (recipe-limits.ts), so whatever the form accepts the rules accept too.
 */
export const recipeFormSchema = z.object({
  name: z
    .string({ error: 'titleRequired' })
    .trim()
    .min(1, { error: 'titleRequired' })
    .max(RECIPE_NAME_MAX_LENGTH, { error: 'titleTooLong' })
    .regex(singleLineText, { error: SINGLE_LINE_ERROR }),
  servings: numberField.pipe(
    z
      .int({ error: (issue) => (issue.input === undefined ? 'required' : 'servingsMin') })
      .min(1, { error: 'servingsMin' }),
  ),
  prepTime: minutesField,
  cookTime: minutesField,
  sourceUrl: z
    .string()
    .trim()
    .nullish()
    .transform((url) => url || undefined)
    // The stored recipe's own rule, so whatever the form accepts reads back.
    .refine((url) => url === undefined || webUrlSchema.safeParse(url).success, { error: 'invalidUrl' }),
  // The text area stops at the limit, so this never needs a message of its own.
  instructions: z.string().max(RECIPE_INSTRUCTIONS_MAX_LENGTH, { error: 'instructionsTooLong' }).default(''),
  // The editor offers no new line past the limit.
  ingredients: z.array(ingredientLineFormSchema).max(RECIPE_MAX_INGREDIENT_LINES).default([]),
  isPublic: z.boolean().default(false),
  image: z
    .union([z.literal(''), recipeImageSchema])
    .nullish()
    .transform((image) => image || undefined),
  tagIds: z.array(z.string()).default([]),
  classification: classificationSchema.default(createDefaultClassification),
});

export type RecipeFormInput = z.input<typeof recipeFormSchema>;
export type RecipeFormValues = z.output<typeof recipeFormSchema>;
export type IngredientLineInput = z.input<typeof ingredientLineFormSchema>;

/** A line that cannot be saved yet: no name, or no positive quantity (spec B §5). */
export function isIncompleteLine(line: Pick<IngredientLineInput, 'name' | 'quantity'>): boolean {
  const quantity = readNumber(line.quantity) ?? 0;
  return line.name.trim() === '' || !(quantity > 0);
}

/**
 * Where focus goes when adding a line is refused, as it is while any line is incomplete;
 * -1 when every line is complete and a new one may be added.
 */
export function firstIncompleteLineIndex(lines: readonly Pick<IngredientLineInput, 'name' | 'quantity'>[]): number {
  return lines.findIndex(isIncompleteLine);
}

/**
 * The recipe fields a save writes. Absent optional fields are left out rather than set to
 * undefined, which Firestore refuses; an update must therefore delete the ones the form
 * cleared (a removed cook time, source or image) instead of merging, or the old value survives.
 */
export type RecipeWrite = Pick<Recipe, 'name' | 'servings' | 'instructions' | 'ingredients' | 'isPublic' | 'classification'> & {
  prepTime?: number;
  cookTime?: number;
  sourceUrl?: string;
  image?: string;
};

function toIngredientLine({ id, name, quantity, unit, category, standardIngredientId }: RecipeFormValues['ingredients'][number]): IngredientLine {
  return { id, name: name.trim(), quantity, unit, category, ...(standardIngredientId ? { standardIngredientId } : {}) };
}

/** Spec B §5: only complete lines are kept, and times only when non-zero. */
export function toRecipeWrite(values: RecipeFormValues): RecipeWrite {
  return {
    name: values.name,
    servings: values.servings,
    instructions: values.instructions,
    ingredients: values.ingredients.filter((line) => !isIncompleteLine(line)).map(toIngredientLine),
    isPublic: values.isPublic,
    classification: values.classification,
    ...(values.prepTime ? { prepTime: values.prepTime } : {}),
    ...(values.cookTime ? { cookTime: values.cookTime } : {}),
    ...(values.sourceUrl ? { sourceUrl: values.sourceUrl } : {}),
    ...(values.image ? { image: values.image } : {}),
  };
}

/** A blank form; servings start at the given count, typically the household's size. */
export function newRecipeFormInput(servings: number): RecipeFormInput {
  return {
    name: '',
    servings,
    prepTime: '',
    cookTime: '',
    sourceUrl: '',
    instructions: '',
    ingredients: [],
    isPublic: false,
    image: '',
    tagIds: [],
    classification: createDefaultClassification(),
  };
}

/** The form filled from a stored recipe and the ids of the cookbook tags that mark it. */
export function recipeFormInput(recipe: Recipe, tagIds: readonly string[]): RecipeFormInput {
  return {
    name: recipe.name,
    servings: recipe.servings,
    prepTime: recipe.prepTime ?? '',
    cookTime: recipe.cookTime ?? '',
    sourceUrl: recipe.sourceUrl ?? '',
    instructions: recipe.instructions,
    ingredients: recipe.ingredients,
    isPublic: recipe.isPublic,
    image: recipe.image ?? '',
    tagIds: [...tagIds],
    classification: recipe.classification,
  };
}

/** What a saved recipe keeps whatever the form says: who it belongs to, and for an edit the rest of the stored recipe. */
export type RecipeBeforeSave = Pick<Recipe, 'id' | 'organizationId' | 'createdBy'> & Partial<Recipe>;

/**
 * The recipe as a save leaves it, to show before the database answers: the form's fields over
 * the stored recipe, the optional ones the form cleared gone. Null if it would not read back.
 */
export function recipeAfterSave(before: RecipeBeforeSave, fields: RecipeWrite, seoUrl: string | null, now: Date): Recipe | null {
  const cleared = { prepTime: null, cookTime: null, sourceUrl: null, image: null };
  const parsed = recipeSchema.safeParse({ createdAt: now, ...before, ...cleared, ...fields, seoUrl, updatedAt: now });
  return parsed.success ? parsed.data : null;
}
