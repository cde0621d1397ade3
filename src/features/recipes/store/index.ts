import { asksAnew, mergeHouseholdQueries, type HouseholdPageQuery } from '@/domain/recipes/household-page';
import type { Recipe } from '@/domain/recipes/recipe';
import { recipeAfterSave, type RecipeWrite } from '@/domain/recipes/recipe-form';
import { recipeAuthorName } from '@/domain/recipes/recipe-author';
import { nextSeoUrl } from '@/domain/recipes/seo-url';
import { RECIPE_IDS_PER_QUERY } from '@/domain/shared/ids-per-query';
import type { LoadStatus } from '@/domain/shared/load-status';
import { readSession } from '@/features/accounts';
import { readHousehold, selectScope } from '@/features/household';
import { createStore } from '@/lib/create-store';
import * as data from '../data';
import { recipeBatches, type RecipeReader } from './recipe-batches';
import type { ImageOutcome, ImageStage } from './recipe-images';

// Compression and Storage load with the first picture a user picks or replaces.
const recipeImages = () => import('./recipe-images');

export type { ImageErrorKey, ImageOutcome, ImageStage } from './recipe-images';

/** How a recipe save ended: saved, refused (the form says so), or not tried without a household (spec B §6). */
export type RecipeSaveResult = 'saved' | 'failed' | 'noHousehold';

/** A recipe save, planned: what a batch writes, and what the screens show meanwhile. */
export interface RecipeSave {
  id: string;
  write: data.RecipeDocumentWrite;
  /** The recipe as the save leaves it; null if it could not be foreseen. */
  recipe: Recipe | null;
  /** To run once the save has landed. */
  landed: () => void;
}

/** One screen's part of the household's query: `want` says what it asks now, `stop` ends its part. */
export interface HouseholdFollower {
  want: (asked: HouseholdPageQuery) => void;
  stop: () => void;
}

interface RecipesState {
  /** The current household's recipes the open screens ask for (a page of the cookbook, the planner's panel), live. */
  householdRecipes: Recipe[];
  /** What `householdRecipes` answer; null until the query first answers. */
  householdPage: HouseholdPageQuery | null;
  householdRecipesStatus: LoadStatus;
  /** The recipes screens show by id (the planner's meals, the list's), live while one of them does. */
  recipesById: data.RecipesById;
}

interface RecipesActions {
  /**
   * Follows the household's recipes for a screen that lists them: one live query serves every
   * open screen (mergeHouseholdQueries), and the last one to stop forgets them.
   */
  followHousehold: (householdId: string) => HouseholdFollower;
  /** A screen's reader of recipes by id into `recipesById`, each id read once however many screens show it. */
  readRecipes: () => RecipeReader;
  /**
   * Plans the save of a recipe of the current household: created there by the user, or an
   * update of `existing`. Null without a household (spec B §6: nothing happens). Written by
   * whoever saves it along with the rest of its workflow (the cookbook, with its tags).
   */
  planSave: (fields: RecipeWrite, existing: Recipe | null) => RecipeSave | null;
  /** Shows a saved recipe in the household's list, and where it is read by id, before the database answers; returns the undo. */
  showSaved: (recipe: Recipe) => () => void;
  deleteRecipe: (id: string) => Promise<void>;
  /** Checks, compresses and stores a picture: uploaded, inline when Storage is unavailable, or why not. */
  prepareImage: (file: File, onProgress: (stage: ImageStage) => void) => Promise<ImageOutcome>;
}

type RecipesStore = RecipesState & RecipesActions;

const initialRecipesState: RecipesState = { householdRecipes: [], householdPage: null, householdRecipesStatus: 'idle', recipesById: {} };

/** The household's one live query, what it asks, and what each screen following it asks. */
interface FollowedHousehold {
  householdId: string;
  wants: Map<symbol, HouseholdPageQuery | null>;
  asked: HouseholdPageQuery | null;
  stop: () => void;
}
let household: FollowedHousehold | null = null;

/** The recipes read by id, made with the store's first reader. */
let batches: ReturnType<typeof recipeBatches> | null = null;

/** Puts `recipe` in place of the one with its id, or first (the list is newest first). */
function withRecipe(recipes: readonly Recipe[], recipe: Recipe): Recipe[] {
  return recipes.some((known) => known.id === recipe.id) ? recipes.map((known) => (known.id === recipe.id ? recipe : known)) : [recipe, ...recipes];
}

export const useRecipes = createStore<RecipesStore>((set, get) => ({
  ...initialRecipesState,

  followHousehold: (householdId) => {
    if (household?.householdId !== householdId) {
      household?.stop();
      set({ householdRecipes: [], householdPage: null, householdRecipesStatus: 'loading' });
      household = { householdId, wants: new Map(), asked: null, stop: () => undefined };
    }
    const followed = household;
    const follower = Symbol('follower');
    followed.wants.set(follower, null);

    const ask = () => {
      const asked = mergeHouseholdQueries([...followed.wants.values()].filter((want) => want !== null));
      if (!asked || !asksAnew(asked, followed.asked)) return;
      followed.asked = asked;
      // The query it replaces runs on until this one answers: the screen keeps its cards meanwhile.
      const previous = followed.stop;
      let replaced = false;
      const replace = () => {
        if (replaced) return;
        replaced = true;
        previous();
      };
      const stop = data.watchHouseholdPage(
        householdId,
        asked,
        ({ recipes, term, limit }) => {
          replace();
          if (household === followed && followed.asked === asked) set({ householdRecipes: [...recipes], householdPage: { term, limit }, householdRecipesStatus: 'loaded' });
        },
        (error) => {
          console.error('Household recipes subscription failed', error);
          replace();
          if (household === followed && followed.asked === asked) set({ householdRecipesStatus: 'failed' });
        },
      );
      followed.stop = () => {
        stop();
        replace();
      };
    };

    return {
      want: (asked) => {
        if (!followed.wants.has(follower)) return;
        followed.wants.set(follower, asked);
        ask();
      },
      stop: () => {
        if (!followed.wants.delete(follower)) return;
        if (household !== followed) return;
        if (followed.wants.size > 0) return ask();
        household = null;
        followed.stop();
        set({ householdRecipes: [], householdPage: null, householdRecipesStatus: 'idle' });
      },
    };
  },

  readRecipes: () => {
    batches ??= recipeBatches((ids, onChange) => data.watchRecipeBatch(ids, onChange), RECIPE_IDS_PER_QUERY, {
      onChange: (recipes) => set((state) => ({ recipesById: { ...state.recipesById, ...recipes } })),
      onForget: (ids) => set((state) => ({ recipesById: Object.fromEntries(Object.entries(state.recipesById).filter(([id]) => !ids.includes(id))) })),
    });
    return batches.reader();
  },

  planSave: (fields, existing) => {
    const scope = readHousehold(selectScope);
    const user = readSession((session) => session.user);
    if (!scope || !user) return null;
    const now = new Date();
    if (existing) {
      const seoUrl = nextSeoUrl(existing, fields, existing.id);
      return {
        id: existing.id,
        write: data.recipeDocumentWrite(existing.id, { ...fields, seoUrl }, null),
        recipe: recipeAfterSave(existing, fields, seoUrl, now),
        landed: () => void recipeImages().then((images) => images.deleteReplacedPicture(existing.image, fields.image, scope.userId)),
      };
    }
    const id = data.newRecipeId();
    const seoUrl = nextSeoUrl({ isPublic: false, name: fields.name, seoUrl: null }, fields, id);
    const owner = { organizationId: scope.householdId, createdBy: { id: user.id, name: recipeAuthorName(user.firstName, user.lastName) } };
    return { id, write: data.recipeDocumentWrite(id, { ...fields, seoUrl }, owner), recipe: recipeAfterSave({ id, ...owner }, fields, seoUrl, now), landed: () => undefined };
  },

  showSaved: (recipe) => {
    const undoById = showSavedById(recipe);
    const before = get().householdRecipes.find((known) => known.id === recipe.id) ?? null;
    // Only the household's own recipes are listed; an edit of another's changes no list.
    if (!before && recipe.organizationId !== readHousehold(selectScope)?.householdId) return undoById;
    set((state) => ({ householdRecipes: withRecipe(state.householdRecipes, recipe) }));
    // Undoes this save only: what the live query brought meanwhile stays.
    return () => {
      undoById();
      set((state) => ({ householdRecipes: before ? withRecipe(state.householdRecipes, before) : state.householdRecipes.filter((known) => known.id !== recipe.id) }));
    };
  },

  deleteRecipe: (id) => data.deleteRecipe(id),

  prepareImage: async (file, onProgress) => (await recipeImages()).prepareImage(file, readSession((session) => session.user)?.id ?? null, onProgress),
}));

/** A saved recipe a screen reads by id shows there too; the undo puts back what was read, unless a newer read came meanwhile. */
function showSavedById(recipe: Recipe): () => void {
  const { recipesById } = useRecipes.getState();
  if (!(recipe.id in recipesById)) return () => undefined;
  const before = recipesById[recipe.id] ?? null;
  useRecipes.setState((state) => ({ recipesById: { ...state.recipesById, [recipe.id]: recipe } }));
  return () => useRecipes.setState((state) => (state.recipesById[recipe.id] === recipe ? { recipesById: { ...state.recipesById, [recipe.id]: before } } : {}));
}

export const selectHouseholdRecipes = (state: RecipesStore) => state.householdRecipes;
export const selectHouseholdRecipesStatus = (state: RecipesStore) => state.householdRecipesStatus;
export const selectHouseholdPage = (state: RecipesStore) => state.householdPage;
export const selectFollowHousehold = (state: RecipesStore) => state.followHousehold;
export const selectRecipesById = (state: RecipesStore) => state.recipesById;
export const selectReadRecipes = (state: RecipesStore) => state.readRecipes;
export const selectPrepareImage = (state: RecipesStore) => state.prepareImage;
export const selectDeleteRecipe = (state: RecipesStore) => state.deleteRecipe;

// What the planner and the shopping list ask of recipes from their stores: a reader of the
// recipes their screen shows, by id in batches, and those read so far.

/** A screen's reader of recipes by id into the recipes read so far. */
export const readRecipes = (): RecipeReader => useRecipes.getState().readRecipes();

/** The recipes read by id so far, live while a screen shows them. */
export const recipesReadById = (): data.RecipesById => useRecipes.getState().recipesById;

/** Calls the listener each time the recipes read by id change; returns the stop function. */
export const onRecipesReadChange = (listener: (recipesById: data.RecipesById, previous: data.RecipesById) => void): (() => void) =>
  useRecipes.subscribe((state, previous) => {
    if (state.recipesById !== previous.recipesById) listener(state.recipesById, previous.recipesById);
  });

/** What the cookbook's "save a recipe and its tags" asks of recipes: the recipe's write for its batch, and showing it before the database answers. */
export const recipeSavePort = {
  planSave: (...args: Parameters<RecipesStore['planSave']>) => useRecipes.getState().planSave(...args),
  showSaved: (...args: Parameters<RecipesStore['showSaved']>) => useRecipes.getState().showSaved(...args),
};
