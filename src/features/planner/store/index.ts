import { defaultPlannerFilters } from '@/domain/planner/planner-filters';
import { createStore } from '@/lib/create-store';
import { cookActions } from './actions/cook';
import { entryActions } from './actions/entries';
import { followPlannerSlice } from './live/follow-planner';
import { initialPlannerState, type PlannerStore } from './state';

export const usePlanner = createStore<PlannerStore>((set, get, api) => ({
  ...initialPlannerState,
  ...followPlannerSlice(set, get, api),
  ...entryActions(set, get, api),
  ...cookActions(set, get, api),
  setFilters: (filters) => set((state) => ({ filters: { ...state.filters, ...filters } })),
  resetFilters: () => set({ filters: defaultPlannerFilters }),
  showOptionsOf: (entryId) => set({ optionsOpenFor: entryId }),
  dismissError: () => set({ error: null }),
}));
