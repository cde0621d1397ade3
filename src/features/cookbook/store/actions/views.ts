import { applySavedViewChanges, type SavedView, type SavedViewChanges } from '@/domain/cookbook/saved-view';
import { readHousehold, selectScope } from '@/features/household';
import { attempt, type CookbookSlice, type CookbookState } from '../state';
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
export const viewActions: CookbookSlice<'saveView' | 'updateView' | 'deleteView'> = (set, get) => ({
  saveView: async (view) => {
    const scope = readHousehold(selectScope);
    if (!scope) return false;
    const now = new Date();
    const existing = get().cookbook?.savedViews.find((candidate) => candidate.id === view.id);
    return attempt(set)('cookbook.errors.saveView', () =>
      data.saveView(scope.organizationId, { ...view, isDefault: view.isDefault ?? false, createdAt: existing?.createdAt ?? now, updatedAt: now }),
    );
  },

  updateView: async (viewId, changes) => {
    const scope = readHousehold(selectScope);
    const view = get().cookbook?.savedViews.find((candidate) => candidate.id === viewId);
    if (!scope || !view) return false;
    if (Object.keys(changes).length === 0) return true;
    const now = new Date();
    const undo = previousFields(view, changes);
    set(withView(get().cookbook, viewId, (shown) => applySavedViewChanges(shown, changes, now)));
    const saved = await attempt(set)('cookbook.errors.updateView', () => data.updateView(scope.organizationId, viewId, changes, now));
    // Only the fields this edit changed go back, on the cookbook as it is now: what arrived meanwhile stays.
    if (!saved) set(withView(get().cookbook, viewId, (shown) => ({ ...shown, ...undo, updatedAt: view.updatedAt })));
    return saved;
  },

  deleteView: async (viewId) => {
    const scope = readHousehold(selectScope);
    if (!scope) return;
    const { currentViewId } = get();
    // Spec B §4: deleting the current view clears the selection.
    if (currentViewId === viewId) set({ currentViewId: null, selectedTagIds: [] });
    await attempt(set)('cookbook.errors.deleteView', () => data.deleteView(scope.organizationId, viewId), { currentViewId });
  },
});
