import { discoveryTerms } from '@/domain/recipes/discovery-terms';
import { mergeHouseholdQueries, type HouseholdPageQuery } from '@/domain/recipes/household-page';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import { useCookbook } from '@/features/cookbook';
import { useRecipes } from '@/features/recipes';

/** A recipe of org-1 for four, by Camille, read with the app's schema; `overrides` replace its fields. */
export function buildRecipe(overrides: Record<string, unknown> = {}): Recipe {
  return recipeSchema.parse({ id: 'r1', name: 'Recette r1', servings: 4, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille' }, ...overrides });
}

/** The cookbook as the live queries leave it once loaded: these recipes, all of the household's, no bookmarked ones. */
export function seedCookbook(recipes: Recipe[]): void {
  useRecipes.setState({ householdRecipes: recipes, householdPage: { term: null, limit: null }, householdRecipesStatus: 'loaded' });
  useCookbook.setState({ status: 'loaded' });
}

/** Recipes as the reads by id leave them once answered (the planner's meals, the list's); `gone` ids read as null. */
export function seedRecipesById(recipes: Recipe[], gone: string[] = []): void {
  useRecipes.setState({ recipesById: { ...Object.fromEntries(recipes.map((recipe) => [recipe.id, recipe])), ...Object.fromEntries(gone.map((id) => [id, null])) } });
}

/**
 * The reads by id as a database holding `stored` answers them: a stored recipe arrives as soon
 * as a reader wants it, any other id stays unread until `answer` says what it is. `wanted` is
 * what the live readers want now.
 */
export function fakeRecipeReads(stored: readonly Recipe[]) {
  const byId = new Map(stored.map((recipe) => [recipe.id, recipe]));
  const readers = new Set<{ ids: Set<string> }>();
  const answer = (recipes: readonly Recipe[], gone: readonly string[] = []) =>
    useRecipes.setState((state) => ({
      recipesById: { ...state.recipesById, ...Object.fromEntries(recipes.map((recipe) => [recipe.id, recipe])), ...Object.fromEntries(gone.map((id) => [id, null])) },
    }));
  useRecipes.setState({
    readRecipes: () => {
      const reader = { ids: new Set<string>() };
      readers.add(reader);
      return {
        want: (ids) => {
          reader.ids = new Set(ids);
          const known = useRecipes.getState().recipesById;
          const arriving = [...reader.ids].flatMap((id) => (id in known ? [] : (byId.get(id) ?? [])));
          if (arriving.length > 0) answer(arriving);
        },
        stop: () => void readers.delete(reader),
      };
    },
  });
  return { answer, wanted: () => [...new Set([...readers].flatMap((reader) => [...reader.ids]))].sort() };
}

/**
 * The household's query as a database holding `stored` (newest first) answers it: each query
 * the open screens ask for answers at once with the recipes whose terms hold its term (as the
 * recipes' stored `discoveryTerms` do). `asked` lists them in order.
 */
export function fakeHouseholdQuery(stored: readonly Recipe[]) {
  const asked: HouseholdPageQuery[] = [];
  const wants = new Map<symbol, HouseholdPageQuery>();
  const answer = () => {
    const query = mergeHouseholdQueries([...wants.values()]);
    if (!query) return;
    asked.push(query);
    const term = query.term;
    const selected = stored.filter((recipe) => term === null || discoveryTerms(recipe).includes(term));
    useRecipes.setState({ householdRecipes: query.limit === null ? selected : selected.slice(0, query.limit), householdPage: query, householdRecipesStatus: 'loaded' });
  };
  useRecipes.setState({
    followHousehold: () => {
      const follower = Symbol('follower');
      return {
        want: (query) => {
          wants.set(follower, query);
          answer();
        },
        stop: () => void wants.delete(follower),
      };
    },
  });
  return { asked };
}
