import type { StoreApi } from 'zustand';

/**
 * Resolves true once the store's state satisfies `holds`, or false if it still does not after
 * `boundMs`: for an action that needs what a live query has not answered yet, without hanging on it.
 */
export function whenState<T>(store: Pick<StoreApi<T>, 'getState' | 'subscribe'>, holds: (state: T) => boolean, boundMs: number): Promise<boolean> {
  if (holds(store.getState())) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (answer: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(answer);
    };
    const timer = setTimeout(() => settle(false), boundMs);
    const stop = store.subscribe((state) => {
      if (holds(state)) settle(true);
    });
  });
}
