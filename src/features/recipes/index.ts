// What the rest of the app may use of the recipes feature. It knows nothing of the cookbook:
// the cookbook builds on it (tags, saved views, bookmarks) and fills the slots its screens
// leave for that (DiscoveryPage's card actions, RecipeDetailPage's tags, RecipeForm's tag picker).
export { ClassificationControls } from './components/classification-controls';
export { DiscoveryPage } from './components/discovery-page';
export { IngredientNameInput } from './components/ingredient-name-input';
export { RecipeCard, RecipeCardView } from './components/recipe-card';
export { RecipeDetailPage } from './components/recipe-detail-page';
export { RecipeForm, type RecipeTagChoice } from './components/recipe-form';
export { RecipeImage } from './components/recipe-image';
export { RecipeImportField } from './components/recipe-import-field';
export { useRecipeLookup } from './hooks/use-recipe-lookup';
export { useDiscovery } from './store/discovery';
export { useRecipeImport } from './store/recipe-import';
export { useRecipeReads } from './store/recipe-reads';
export { selectIngredientCatalogue, selectIngredientList, useIngredientCatalogue } from './store/ingredient-catalogue';
export type { RecipesById } from './data';
export type { RecipeReader } from './store/recipe-batches';
export {
  selectFollowHousehold,
  selectHouseholdPage,
  selectHouseholdRecipes,
  selectHouseholdRecipesStatus,
  selectReadRecipes,
  selectRecipesById,
  useRecipes,
  type HouseholdFollower,
  type RecipeSave,
  type RecipeSaveResult,
} from './store';
export { onRecipesReadChange, readRecipes, recipeSavePort, recipesReadById } from './store';
export { ingredientCataloguePort } from './store/ingredient-catalogue';
