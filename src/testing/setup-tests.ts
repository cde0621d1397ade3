import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { StoreApi } from 'zustand';
import { useSession } from '@/features/auth/store';
import { useCookbook } from '@/features/cookbook/store';
import { useDiscovery } from '@/features/recipes/discovery-store';
import { useIngredientCatalogue } from '@/features/recipes/ingredient-catalogue-store';
import { useRecipes } from '@/features/recipes/store';
import i18n from '@/lib/i18n';

/** zustand's testing guide: every store starts afresh in every test, actions included. */
function resettable<T>(store: StoreApi<T>): () => void {
  const pristine = store.getState();
  return () => store.setState(pristine, true);
}

const resets = [useSession, useCookbook, useDiscovery, useRecipes, useIngredientCatalogue].map((store) => resettable<unknown>(store as StoreApi<unknown>));

/**
 * Component tests render screens without Firebase: what would subscribe or read answers
 * "nothing yet" unless a test sets its own. Firestore itself is tested by the rules, API
 * and end-to-end suites against the emulators.
 */
function offline() {
  useDiscovery.setState({ watch: () => () => undefined });
  useCookbook.setState({ start: () => () => undefined });
  useRecipes.setState({ fetchRecipe: async () => null, fetchRecipeBySeoUrl: async () => null });
  useIngredientCatalogue.setState({ load: async () => undefined });
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  offline();
});

afterEach(() => {
  cleanup();
  resets.forEach((reset) => reset());
});
