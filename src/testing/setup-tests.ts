import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useBilling } from '@/features/billing';
import { useCookbook } from '@/features/cookbook';
import { useCupboard } from '@/features/cupboard';
import { useGrocery } from '@/features/grocery';
import { useHousehold } from '@/features/household';
import { usePlanner } from '@/features/planner';
import { useDiscovery, useIngredientCatalogue, useRecipeReads, useRecipes } from '@/features/recipes';
import { resetAllStores } from '@/lib/create-store';
import i18n from '@/lib/i18n';

// A lazily loaded screen (the router's routes) is compiled on its first import: on a shared
// two-core machine that took longer than the default second for findBy* to wait.
configure({ asyncUtilTimeout: 3_000 });

/**
 * Component tests render screens without Firebase: what would subscribe or read answers
 * "nothing yet" unless a test sets its own. Firestore itself is tested by the rules, API
 * and end-to-end suites against the emulators.
 */
function offline() {
  useDiscovery.setState({ watch: () => () => undefined });
  useCookbook.setState({ start: () => () => undefined });
  // The list waits for the cupboard's answer: it has answered, empty, unless a test seeds it.
  useCupboard.setState({ start: () => () => undefined, status: 'loaded' });
  // The household stays as the session checked it: a test sets the session it needs.
  useHousehold.setState({ followManagedHousehold: () => () => undefined });
  // Recipes read by id are what a test puts in recipesById (seedRecipesById).
  useRecipes.setState({ followHousehold: () => ({ want: () => undefined, stop: () => undefined }), readRecipes: () => ({ want: () => undefined, stop: () => undefined }) });
  useRecipeReads.setState({ fetchRecipe: async () => null, fetchRecipeBySeoUrl: async () => null, fetchBuyingUnits: async () => new Map() });
  // The catalogue is reference data the list waits for: it has answered, empty, unless a test seeds it.
  useIngredientCatalogue.setState({ status: 'loaded', load: async () => undefined });
  usePlanner.setState({ follow: () => () => undefined });
  useGrocery.setState({ follow: () => () => undefined, followMeals: () => () => undefined });
  // No payment service either: the plans and the subscription check never answer, and nothing
  // writes the household or leaves the page.
  useBilling.setState({
    loadPlans: async () => undefined,
    checkSubscription: () => new Promise(() => undefined),
    markPeriodEnded: async () => undefined,
    leave: () => undefined,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  offline();
});

afterEach(() => {
  cleanup();
  // What a test remembered in the browser (a return path, a filter) never reaches the next one.
  localStorage.clear();
  // zustand's testing guide: every store starts afresh in every test, actions included.
  resetAllStores();
});
