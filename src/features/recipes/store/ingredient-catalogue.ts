import { indexFoods } from '@/domain/recipes/ingredient-food-match';
import { createIngredientSearch } from '@/domain/recipes/ingredient-search';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { isPending, type LoadStatus } from '@/domain/shared/load-status';
import { createStore } from '@/lib/create-store';
import { whenIdle } from '@/lib/when-idle';
import { fetchStandardIngredients } from '../data/catalogue-rest';

type Search = (query: string) => StandardIngredient[];

interface IngredientCatalogueState {
  status: LoadStatus;
  search: Search;
  /** The catalogue by id: what a grocery line merged on an ingredient takes its name and aisle from. */
  byId: ReadonlyMap<string, StandardIngredient>;
  /** The whole catalogue, which a pasted ingredient list is read against. */
  ingredients: readonly StandardIngredient[];
  /** Reads the catalogue once (its search indexes it on its first query); later calls reuse it. */
  load: () => Promise<void>;
}

const searchNothing: Search = () => [];
const noIngredients: ReadonlyMap<string, StandardIngredient> = new Map();
const emptyCatalogue: readonly StandardIngredient[] = [];

export const useIngredientCatalogue = createStore<IngredientCatalogueState>((set, get) => ({
  status: 'idle',
  search: searchNothing,
  byId: noIngredients,
  ingredients: emptyCatalogue,
  load: async () => {
    if (get().status === 'loading' || get().status === 'loaded') return;
    set({ status: 'loading' });
    try {
      const catalogue = await fetchStandardIngredients();
      set({
        status: 'loaded',
        search: createIngredientSearch(catalogue),
        byId: new Map(catalogue.map((ingredient) => [ingredient.id, ingredient])),
        ingredients: catalogue,
      });
      // Indexed while the screen waits for its data (a list's recipes), not in its first draw.
      whenIdle(() => indexFoods(catalogue));
    } catch (error) {
      console.error('Ingredient catalogue unavailable', error);
      set({ status: 'failed' });
    }
  },
}));

/** For `useShallow`: the search over the catalogue, whether it has answered yet, and how to load it. */
export const selectIngredientSearch = (state: IngredientCatalogueState) => ({
  search: state.search,
  pending: isPending(state.status),
  load: state.load,
});

/** For `useShallow`: the catalogue by id, whether it has loaded, and how to load it. */
export const selectIngredientCatalogue = (state: IngredientCatalogueState) => ({ byId: state.byId, status: state.status, load: state.load });

/** For `useShallow`: the whole catalogue, whether it has loaded, and how to load it. */
export const selectIngredientList = (state: IngredientCatalogueState) => ({ ingredients: state.ingredients, status: state.status, load: state.load });

/** The catalogue of ingredients as stores use it: loaded once per version, read now, followed. */
export const ingredientCataloguePort = {
  load: (): Promise<void> => useIngredientCatalogue.getState().load(),
  now: (): IngredientCatalogueState => useIngredientCatalogue.getState(),
  onChange: (listener: (state: IngredientCatalogueState, previous: IngredientCatalogueState) => void): (() => void) => useIngredientCatalogue.subscribe(listener),
};

