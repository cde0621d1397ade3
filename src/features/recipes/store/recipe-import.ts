import type { RecipeDraft } from '@/domain/api/recipe-import';
import { apiErrorKey } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';
import type { LocaleKey } from '@/locales/locale-key';

// The API client (and Auth with it) loads with the first import, never with the recipes screens.
const request = () => import('../data/recipe-import-api');

export type RecipeImportStatus = { state: 'idle' } | { state: 'importing' } | { state: 'imported'; imageUrl: string | null } | { state: 'failed'; error: LocaleKey };

interface RecipeImportState {
  status: RecipeImportStatus;
  /** Reads the page's recipe; null when it could not, the reason then in `status`. Nothing is saved. */
  importFrom: (url: string) => Promise<RecipeDraft | null>;
  /** Forgets the last import, as a new form opens. */
  reset: () => void;
}

export const useRecipeImport = createStore<RecipeImportState>((set) => ({
  status: { state: 'idle' },
  importFrom: async (url) => {
    set({ status: { state: 'importing' } });
    try {
      const draft = await (await request()).requestRecipeImport(url);
      set({ status: { state: 'imported', imageUrl: draft.imageUrl } });
      return draft;
    } catch (error) {
      set({ status: { state: 'failed', error: apiErrorKey(error, 'recipes.import.errors.failed') } });
      return null;
    }
  },
  reset: () => set({ status: { state: 'idle' } }),
}));

export const selectRecipeImportStatus = (state: RecipeImportState) => state.status;
export const selectImportFrom = (state: RecipeImportState) => state.importFrom;
export const selectResetImport = (state: RecipeImportState) => state.reset;
