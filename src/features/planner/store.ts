import { defaultPlannerFilters } from '@/domain/planner/planner-filters';
import { createStore } from '@/lib/create-store';
import { cookActions } from './cook-actions';
import { entryActions } from './entry-actions';
import { followPlannerSlice } from './follow-planner';
import { initialPlannerState, type PlannerStore } from './planner-state';

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
