import type { StoreApi } from 'zustand';
import * as data from './data';
import { initialCupboardState, type CupboardStore } from './cupboard-state';

type Set = StoreApi<CupboardStore>['setState'];

/** The household's cupboard, live, for as long as the household is current. */
export const followCupboardSlice = (set: Set): Pick<CupboardStore, 'start'> => ({
  start: ({ organizationId }) => {
    set({ ...initialCupboardState, organizationId, status: 'loading' });
    const stop = data.watchPantry(
      organizationId,
      (entries) => set({ entries: Object.fromEntries(entries.map((entry) => [entry.foodId, entry])), status: 'ready' }),
      (cause) => {
        console.error('Cupboard subscription failed', cause);
        set({ status: 'failed', error: 'cupboard.errors.load' });
      },
    );
    return () => {
      stop();
      set(initialCupboardState);
    };
  },
});
