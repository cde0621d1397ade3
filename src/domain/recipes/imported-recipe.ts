import type { RecipeDraft } from '../api/recipe-import';
import type { RecipeFormInput } from './recipe-form';

/**
 * The recipe form filled from an imported page, over the form as it stands: what the page says
 * replaces the recipe's fields; the picture, the visibility and the tags stay the user's, and
 * so do the portions when the page gives none. A line without a quantity shows a blank one,
 * which the form flags for review.
 */
export function importedRecipeFormInput(draft: RecipeDraft, before: RecipeFormInput, newLineId: () => string): RecipeFormInput {
  return {
    ...before,
    name: draft.name,
    servings: draft.servings ?? before.servings,
    prepTime: prepMinutes(draft) ?? '',
    cookTime: draft.cookMinutes ?? '',
    sourceUrl: draft.sourceUrl ?? '',
    instructions: draft.instructions,
    ingredients: draft.ingredients.map((line) => ({
      id: newLineId(),
      name: line.name,
      quantity: line.quantity > 0 ? line.quantity : '',
      unit: line.unit,
      category: line.category,
      standardIngredientId: line.standardIngredientId,
    })),
    classification: draft.classification,
  };
}

/**
 * The form has a preparation and a cooking time, no total: a page that gives only its total
 * (or a total and its cooking time) leaves the rest as preparation, so the recipe's time adds up.
 */
function prepMinutes({ prepMinutes: prep, cookMinutes: cook, totalMinutes: total }: RecipeDraft): number | null {
  if (prep !== null) return prep;
  if (total === null) return null;
  const rest = total - (cook ?? 0);
  return rest > 0 ? rest : null;
}
