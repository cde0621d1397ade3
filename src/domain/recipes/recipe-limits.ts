import { PERSON_NAME_MAX_LENGTH } from '../accounts/account-limits';

/**
 * How much a recipe may hold (DESIGN.md §3, "Rules validate shapes"): the stored schema, the
 * recipe form and firestore.rules refuse the same documents. The rules repeat each number in a
 * function named after it; src/domain/rules-constants.test.ts checks that they agree.
 */
export const RECIPE_NAME_MAX_LENGTH = 120;
export const RECIPE_INSTRUCTIONS_MAX_LENGTH = 20_000;
export const RECIPE_MAX_INGREDIENT_LINES = 100;

/** The author's name a new recipe carries (createdBy.name): a first and a last name, and the space between. */
export const RECIPE_AUTHOR_NAME_MAX_LENGTH = 2 * PERSON_NAME_MAX_LENGTH + 1;

/**
 * An inline data: picture, the upload fallback (spec B §4). INLINE_MAX_MB of JPEG is 524,288
 * bytes, 699,052 characters in base64 (4 for every 3 bytes), plus the data:image/…;base64,
 * prefix; the rest of the recipe still fits in Firestore's 1 MiB per document.
 */
export const INLINE_IMAGE_MAX_LENGTH = 700_000;
