import { toSingleLine } from '../shared/single-line';
import { RECIPE_AUTHOR_NAME_MAX_LENGTH } from './recipe-limits';

/**
 * The name a new recipe shows as its author's: the user's first and last names on one line,
 * within what the rules take (maxAuthorNameLength()). A name from a Google profile was never
 * measured nor checked by a form, so it is made to fit rather than refused.
 */
export function recipeAuthorName(firstName: string, lastName: string): string {
  const name = toSingleLine(`${firstName} ${lastName}`);
  return [...name].slice(0, RECIPE_AUTHOR_NAME_MAX_LENGTH).join('').trim();
}
