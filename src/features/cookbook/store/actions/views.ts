import { applySavedViewChanges, type SavedView, type SavedViewChanges } from '@/domain/cookbook/saved-view';
import { readHousehold, selectScope } from '@/features/household';
import { optimistic } from '@/lib/optimistic';
import { showing, type CookbookErrorKey, type CookbookSlice, type CookbookState } from '../state';
import * as data from '../../data';

/** The cookbook with one view edited, or as it was when that view is not in it. */
function withView(cookbook: CookbookState['cookbook'], viewId: string, edit: (view: SavedView) => SavedView): Partial<CookbookState> {
  return cookbook ? { cookbook: { ...cookbook, savedViews: cookbook.savedViews.map((view) => (view.id === viewId ? edit(view) : view)) } } : {};
}

/** The fields the changes touch, as the view holds them: what undoes them. */
function previousFields(view: SavedView, changes: SavedViewChanges): SavedViewChanges {
  return Object.fromEntries(Object.keys(changes).map((key) => [key, view[key as keyof SavedViewChanges]]));
}

/** Saving the tag selection as a named view, editing one, and deleting one (spec B §4). */
export const viewActions: CookbookSlice<'saveView' | 'updateView' | 'deleteView'> = (set, get) => {
  const fail = (error: CookbookErrorKey) => set({ error });
  return {
    saveView: async (view) => {
      const scope = readHousehold(selectScope);
      if (!scope) return { ok: false, error: 'cookbook.errors.saveView' };
      const now = new Date();
      const existing = get().cookbook?.savedViews.find((candidate) => candidate.id === view.id);
      return optimistic({
        write: () => data.saveView(scope.householdId, { ...view, isDefault: view.isDefault ?? false, createdAt: existing?.createdAt ?? now, updatedAt: now }),
        error: 'cookbook.errors.saveView',
        fail,
      });
    },

    updateView: async (viewId, changes) => {
      const scope = readHousehold(selectScope);
      const view = get().cookbook?.savedViews.find((candidate) => candidate.id === viewId);
      if (!scope || !view) return { ok: false, error: 'cookbook.errors.updateView' };
      if (Object.keys(changes).length === 0) return { ok: true };
      const now = new Date();
      const undo = previousFields(view, changes);
      return optimistic({
        show: () => {
          set(withView(get().cookbook, viewId, (shown) => applySavedViewChanges(shown, changes, now)));
          // Only the fields this edit changed go back, on the cookbook as it is now: what arrived meanwhile stays.
          return () => set(withView(get().cookbook, viewId, (shown) => ({ ...shown, ...undo, updatedAt: view.updatedAt })));
        },
        write: () => data.updateView(scope.householdId, viewId, changes, now),
        error: 'cookbook.errors.updateView',
        fail,
      });
    },

    deleteView: async (viewId) => {
      const scope = readHousehold(selectScope);
      if (!scope) return;
      const { currentViewId } = get();
      // Spec B §4: deleting the current view clears the selection.
      const cleared = currentViewId === viewId ? { currentViewId: null, selectedTagIds: [] } : {};
      await optimistic({
        show: showing(set, cleared, { currentViewId }),
        write: () => data.deleteView(scope.householdId, viewId),
        error: 'cookbook.errors.deleteView',
        fail,
      });
    },
  };
};
