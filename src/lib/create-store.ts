import { createStore as createVanillaStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const resets = new Set<() => void>();

/**
 * zustand's `create`, for every store of the app: each one remembers its first state, so tests
 * start every case from it (zustand's testing guide) without a hand-kept list of stores.
 */
export function createStore<T>(initializer: StateCreator<T>): UseBoundStore<StoreApi<T>> {
  const api = createVanillaStore<T>()(initializer);
  const pristine = api.getState();
  // zustand renders the server and hydrates from the first state; a prerendered page is rendered
  // and hydrated from the state prepared for it (src/app/prerender), so both read the current one.
  api.getInitialState = api.getState;
  // zustand's `create`, with the store above.
  const store = Object.assign(<U,>(selector?: (state: T) => U) => useStore(api, selector as (state: T) => U), api) as UseBoundStore<StoreApi<T>>;
  resets.add(() => store.setState(pristine, true));
  return store;
}

/** Puts every store back to its first state, actions included. */
export function resetAllStores(): void {
  resets.forEach((reset) => reset());
}
