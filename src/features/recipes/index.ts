// What the rest of the app may use of the recipes feature.
export { DiscoveryPage } from './components/discovery-page';
export { RecipeCard } from './components/recipe-card';
export { RecipeDetailPage } from './components/recipe-detail-page';
export { RecipeFormPage } from './components/recipe-form-page';
export { watchHouseholdRecipes } from './data';
export { useDiscovery } from './discovery-store';
export { useIngredientCatalogue } from './ingredient-catalogue-store';
export { useRecipes } from './store';
