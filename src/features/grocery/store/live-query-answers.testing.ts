import type { GroceryList } from '@/domain/grocery/grocery-list';
import { useGrocery } from './index';
import { answered } from './list-overlay';

// For the store's tests only (src/testing may not reach into the feature).

/**
 * The live query answering with the stored list changed: what Firestore does once a write has
 * reached the device's cache, before the server acknowledges it.
 */
export const liveQueryAnswers = (change: (stored: GroceryList) => GroceryList) =>
  useGrocery.setState((state) => answered(state, state.storedList && change(state.storedList)));
