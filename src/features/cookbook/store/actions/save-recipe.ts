import { recipeTagChanges, reversed, withRecipeTagChanges, type RecipeTagChanges } from '@/domain/cookbook/recipe-tags';
import { readHousehold, selectScope } from '@/features/household';
import { recipeSavePort } from '@/features/recipes';
import type { CookbookSlice } from '../state';
import * as data from '../../data';

/**
 * "Save a recipe and its tags", the workflow of the recipe form across two stores: one batch
 * writes the recipe and its tag changes, both shown at once (the recipe in the household's
 * list, the tags here) and both undone if the batch is refused.
 */
export const saveRecipeAction: CookbookSlice<'saveRecipe'> = (set, get) => ({
  saveRecipe: async (fields, existing, tags) => {
    const scope = readHousehold(selectScope);
    const save = scope && recipeSavePort.planSave(fields, existing);
    if (!scope || !save) return 'noHousehold';
    const { cookbook } = get();
    // Without a readable cookbook there is no tag to change; the recipe is saved all the same.
    const changes: RecipeTagChanges = cookbook ? recipeTagChanges(tags.before, tags.after, Object.keys(cookbook.tags)) : { added: [], removed: [] };
    const retag = (applied: RecipeTagChanges) =>
      set((state) => (state.cookbook ? { cookbook: { ...state.cookbook, tags: withRecipeTagChanges(state.cookbook.tags, save.id, applied) } } : state));

    const unshow = save.recipe ? recipeSavePort.showSaved(save.recipe) : () => undefined;
    retag(changes);
    try {
      await data.saveRecipeWithTags(save, scope.householdId, changes);
    } catch (error) {
      console.error('Recipe save failed', error);
      // Undoes this save's changes only: what the live queries brought meanwhile stays.
      unshow();
      retag(reversed(changes));
      return 'failed';
    }
    save.landed();
    return 'saved';
  },
});
