import type { GroceryCategory } from '../grocery/categories';
import { identifyFood } from '../grocery/food-identity';
import type { StandardIngredient } from './standard-ingredient';

/** What deciding a line's food reads of it; declinedFoodId is the recipe form's own, never stored. */
export interface TypedFoodLine {
  name: string;
  standardIngredientId?: string | null | undefined;
  /** The food the cook said this line is not, after the form showed it as recognised. */
  declinedFoodId?: string | null | undefined;
}

/** The catalogue food a typed name was recognised as, and whether the cook said it is not that food. */
export interface TypedFoodMatch {
  food: StandardIngredient;
  declined: boolean;
}

/**
 * The food a line typed without picking one from the catalogue is, by the matcher the list
 * builds with (identifyFood), so the recipe stores the link the list would make anyway. Null
 * when the line is linked already or its name matches nothing.
 */
export function typedFoodMatch(line: TypedFoodLine, catalogue: readonly StandardIngredient[]): TypedFoodMatch | null {
  if (line.standardIngredientId) return null;
  const food = identifyFood(line.name.trim(), catalogue);
  return food ? { food, declined: food.id === line.declinedFoodId } : null;
}

/**
 * The line as it is saved: linked to the food its name was recognised as, with that food's
 * aisle, as picking the food from the suggestions does; unchanged when it is linked already,
 * matches nothing, or the cook declined the match.
 */
export function withTypedFood<Line extends TypedFoodLine & { category?: GroceryCategory | string | null | undefined }>(
  line: Line,
  catalogue: readonly StandardIngredient[],
): Line {
  const match = typedFoodMatch(line, catalogue);
  if (!match || match.declined) return line;
  return { ...line, standardIngredientId: match.food.id, category: match.food.category };
}
