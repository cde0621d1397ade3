import { selectScope, useHousehold } from '@/features/household';
import { attempt, type CookbookSlice } from './cookbook-state';
import * as data from './data';

/** Saving the tag selection as a named view, and deleting one (spec B §4). */
export const viewActions: CookbookSlice<'saveView' | 'deleteView'> = (set, get) => ({
  saveView: async (view) => {
    const scope = selectScope(useHousehold.getState());
    if (!scope) return false;
    const now = new Date();
    const existing = get().cookbook?.savedViews.find((candidate) => candidate.id === view.id);
    return attempt(set)('cookbook.errors.saveView', () =>
      data.saveView(scope.organizationId, { ...view, isDefault: view.isDefault ?? false, createdAt: existing?.createdAt ?? now, updatedAt: now }),
    );
  },

  deleteView: async (viewId) => {
    const scope = selectScope(useHousehold.getState());
    if (!scope) return;
    const { currentViewId } = get();
    // Spec B §4: deleting the current view clears the selection.
    if (currentViewId === viewId) set({ currentViewId: null, selectedTagIds: [] });
    await attempt(set)('cookbook.errors.deleteView', () => data.deleteView(scope.organizationId, viewId), { currentViewId });
  },
});
