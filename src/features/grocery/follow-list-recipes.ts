import type { StoreApi } from 'zustand';
import { cookbookRecipes } from '@/domain/cookbook/cookbook-recipes';
import type { GroceryList } from '@/domain/grocery/grocery-list-v2';
import { useCookbook } from '@/features/cookbook';
import { useRecipes } from '@/features/recipes';
import type { GroceryStore } from './grocery-state';

/** The recipes a list plans, each once. */
export function plannedRecipeIds(list: Pick<GroceryList, 'mealEntryRefs'> | null): string[] {
  return list ? [...new Set(Object.values(list.mealEntryRefs).map((ref) => ref.recipeId))] : [];
}

/**
 * The recipes the followed list plans that the cookbook does not hold (another household's
 * public recipe no longer bookmarked, a recipe deleted since), read once by id into `recipes`
 * as the list, the household's recipes and the cookbook change. Returns the stop function.
 */
export function followListRecipes(api: StoreApi<GroceryStore>): () => void {
  const asked = new Set<string>();
  let stopped = false;

  const readMissingRecipes = () => {
    const recipes = useRecipes.getState();
    const cookbook = useCookbook.getState();
    // Until the cookbook's lists have answered, a missing recipe may only be on its way.
    if (recipes.householdRecipesStatus === 'loading' || cookbook.loading) return;
    const state = api.getState();
    const known = new Set(cookbookRecipes(recipes.householdRecipes, cookbook.cookbook?.publicRecipeIds ?? [], cookbook.publicRecipes).map((recipe) => recipe.id));
    const missing = plannedRecipeIds(state.list).filter((id) => !known.has(id) && !(id in state.recipes) && !asked.has(id));
    missing.forEach((id) => {
      asked.add(id);
      void recipes.fetchRecipe(id).then((recipe) => {
        if (!stopped) api.setState((current) => ({ recipes: { ...current.recipes, [id]: recipe } }));
      });
    });
  };

  const stops = [
    api.subscribe((next, previous) => {
      if (next.list !== previous.list) readMissingRecipes();
    }),
    useRecipes.subscribe(readMissingRecipes),
    useCookbook.subscribe(readMissingRecipes),
  ];
  readMissingRecipes();
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
