import { DEFAULT_GROCERY_CATEGORY } from '../grocery/categories';
import { parseIngredientLine } from './ingredient-line-parser';
import type { IngredientLineInput } from './recipe-form';
import type { StandardIngredient } from './standard-ingredient';

export interface PastedIngredients {
  /** New form lines, in the order pasted. */
  lines: IngredientLineInput[];
  /** Ids of the lines whose food the catalogue does not know, to mark for review. */
  unmatchedIds: string[];
  /** Ids of the lines that gave no quantity: the form will not keep them until one is typed. */
  withoutQuantityIds: string[];
  /** Ingredient lines left out because the recipe would hold more than its limit. */
  leftOut: number;
}

/** A list's heading ("Pour la pâte :") names a part of the recipe, not an ingredient. */
const isHeading = (line: string) => line.endsWith(':');

/**
 * The form lines a pasted list becomes: one per non-empty line that is not a heading, read by the
 * parser, with the matched catalogue entry's aisle. A blank quantity stays blank in the form
 * rather than showing 0. Only `room` lines are added, so the recipe keeps to its limit.
 */
export function pastedIngredientLines(
  text: string,
  catalogue: readonly StandardIngredient[],
  { room, newId }: { room: number; newId: () => string },
): PastedIngredients {
  const written = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !isHeading(line));
  const kept = written.slice(0, Math.max(0, room));
  const categories = new Map(catalogue.map(({ id, category }) => [id, category]));

  const result: PastedIngredients = { lines: [], unmatchedIds: [], withoutQuantityIds: [], leftOut: written.length - kept.length };
  for (const line of kept) {
    const { quantity, unit, name, standardIngredientId } = parseIngredientLine(line, catalogue);
    const id = newId();
    result.lines.push({
      id,
      name,
      quantity: quantity > 0 ? quantity : '',
      unit,
      category: (standardIngredientId && categories.get(standardIngredientId)) || DEFAULT_GROCERY_CATEGORY,
      standardIngredientId,
    });
    if (!standardIngredientId) result.unmatchedIds.push(id);
    if (!(quantity > 0)) result.withoutQuantityIds.push(id);
  }
  return result;
}
