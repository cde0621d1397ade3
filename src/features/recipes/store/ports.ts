import { useRecipes, type RecipesStore } from '.';
import type { RecipesById } from '../data';
import { useIngredientCatalogue, type IngredientCatalogueState } from './ingredient-catalogue';
import type { RecipeReader } from './recipe-batches';

// What the planner and the shopping list ask of recipes from their stores: a reader of the
// recipes their screen shows, by id in batches, and those read so far.

/** A screen's reader of recipes by id into the recipes read so far. */
export const readRecipes = (): RecipeReader => useRecipes.getState().readRecipes();

/** The recipes read by id so far, live while a screen shows them. */
export const recipesReadById = (): RecipesById => useRecipes.getState().recipesById;

/** Calls the listener each time the recipes read by id change; returns the stop function. */
export const onRecipesReadChange = (listener: (recipesById: RecipesById, previous: RecipesById) => void): (() => void) =>
  useRecipes.subscribe((state, previous) => {
    if (state.recipesById !== previous.recipesById) listener(state.recipesById, previous.recipesById);
  });

/** The catalogue of ingredients as stores use it: loaded once per version, read now, followed. */
export const ingredientCataloguePort = {
  load: (): Promise<void> => useIngredientCatalogue.getState().load(),
  now: (): IngredientCatalogueState => useIngredientCatalogue.getState(),
  onChange: (listener: (state: IngredientCatalogueState, previous: IngredientCatalogueState) => void): (() => void) => useIngredientCatalogue.subscribe(listener),
};


/** What the cookbook's "save a recipe and its tags" asks of recipes: the recipe's write for its batch, and showing it before the database answers. */
export const recipeSavePort = {
  planSave: (...args: Parameters<RecipesStore['planSave']>) => useRecipes.getState().planSave(...args),
  showSaved: (...args: Parameters<RecipesStore['showSaved']>) => useRecipes.getState().showSaved(...args),
};
