import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const resets = new Set<() => void>();

/**
 * zustand's `create`, for every store of the app: each one remembers its first state, so tests
 * start every case from it (zustand's testing guide) without a hand-kept list of stores.
 */
export function createStore<T>(initializer: StateCreator<T>): UseBoundStore<StoreApi<T>> {
  const store = create<T>()(initializer);
  const pristine = store.getState();
  resets.add(() => store.setState(pristine, true));
  return store;
}

/** Puts every store back to its first state, actions included. */
export function resetAllStores(): void {
  resets.forEach((reset) => reset());
}
