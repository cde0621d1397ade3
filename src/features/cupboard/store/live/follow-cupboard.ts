import type { StoreApi } from 'zustand';
import { laidOver } from '@/lib/overlays';
import { initialCupboardState, type CupboardStore } from '../state';

type Set = StoreApi<CupboardStore>['setState'];

/**
 * The household's cupboard, live, for as long as the household is current. Its Firestore calls
 * load with it, not with the shell every screen waits for (the planner's budget is nearly full).
 */
export const followCupboardSlice = (set: Set): Pick<CupboardStore, 'start'> => {
  // The shell may stop a query after starting the next one (its stop waits for the feature to
  // load): only the latest start's stop empties the store.
  let latest = 0;
  return {
    start: ({ householdId }) => {
      const run = ++latest;
      set({ ...initialCupboardState, householdId, status: 'loading' });
      let stop: (() => void) | null = null;
      let stopped = false;
      // A query replaced but not yet stopped (the household left refuses it) speaks no more.
      const current = () => run === latest && !stopped;
      const fail = (cause: unknown) => {
        console.error('Cupboard subscription failed', cause);
        if (current()) set({ status: 'failed', error: 'cupboard.errors.load' });
      };
      import('../../data')
        .then((data) => {
          if (stopped) return;
          stop = data.watchPantry(
            householdId,
            (entries) => {
              if (!current()) return;
              const storedEntries = Object.fromEntries(entries.map((entry) => [entry.foodId, entry]));
              set((state) => ({ storedEntries, entries: laidOver(storedEntries, state.overlays), status: 'loaded' }));
            },
            fail,
          );
        })
        .catch(fail);
      return () => {
        stopped = true;
        stop?.();
        if (run === latest) set(initialCupboardState);
      };
    },
  };
};
