import { useCookbook } from '.';
import type { CookbookStore } from './state';

/** The bookmark of another household's public recipe, in the planner's own batch when it plans the recipe. */
export const planBookmark: CookbookStore['planBookmark'] = (recipe) => useCookbook.getState().planBookmark(recipe);
