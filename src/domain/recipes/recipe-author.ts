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

/**
 * The initials of the avatar beside the author's name (spec A §7: an avatar by initials): the
 * first letter of the first and of the last word that has one, upper-cased. Empty when the name
 * has no letter, so no avatar shows.
 */
export function authorInitials(name: string): string {
  const letters = name.split(/\s+/).flatMap((word) => word.match(/\p{L}/u) ?? []);
  const initials = letters.length > 1 ? [letters[0], letters.at(-1)] : letters;
  return initials.join('').toLocaleUpperCase('fr');
}
