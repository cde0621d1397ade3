import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { readableTextOn } from '@/domain/shared/hex-color';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { selectDeleteView, selectSavedViews, selectSelection, selectSetSelection } from '../store/selectors';
import { useCookbook } from '../store';
import { SaveViewDialog } from './cookbook-dialogs';

/** The saved views as a row of toggles, each editable, and deletable after confirmation (spec B §2, §4). */
export function SavedViewsBar() {
  const { t } = useTranslation();
  const views = useCookbook(selectSavedViews);
  const { currentViewId } = useCookbook(useShallow(selectSelection));
  const setSelection = useCookbook(selectSetSelection);
  const deleteView = useCookbook(selectDeleteView);
  const [deletingView, setDeletingView] = useState<string | null>(null);
  const [editingViewId, setEditingViewId] = useState<string | null>(null);
  const editingView = views.find((view) => view.id === editingViewId) ?? null;
  const currentView = views.find((view) => view.id === currentViewId) ?? null;

  if (views.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('cookbook.views')}>
      <span className="text-sm font-semibold text-stone-700">{t('cookbook.views')}</span>
      <button
        type="button"
        aria-pressed={currentView === null}
        onClick={() => setSelection({ currentViewId: null })}
        className={`rounded-full border px-3 py-1 text-sm ${currentView === null ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white'}`}
      >
        {t('cookbook.allRecipes')}
      </button>
      {views.map((view) => (
        <span key={view.id} className="inline-flex items-center">
          <button
            type="button"
            aria-pressed={view.id === currentViewId}
            onClick={() => setSelection({ currentViewId: view.id, selectedTagIds: [] })}
            className="rounded-l-full border px-3 py-1 text-sm"
            style={view.id === currentViewId ? { backgroundColor: view.color, borderColor: view.color, color: readableTextOn(view.color) } : { borderColor: view.color }}
          >
            {view.name}
          </button>
          <button type="button" aria-label={t('cookbook.editView', { name: view.name })} onClick={() => setEditingViewId(view.id)} className="border border-l-0 px-2 py-1 text-sm" style={{ borderColor: view.color }}>
            <span aria-hidden="true">✎</span>
          </button>
          <button type="button" aria-label={t('cookbook.deleteView', { name: view.name })} onClick={() => setDeletingView(view.id)} className="rounded-r-full border border-l-0 px-2 py-1 text-sm" style={{ borderColor: view.color }}>
            ×
          </button>
        </span>
      ))}
      {editingView && (
        <Suspense fallback={null}>
          <SaveViewDialog view={editingView} onClose={() => setEditingViewId(null)} />
        </Suspense>
      )}
      {deletingView && (
        <ConfirmDialog
          title={t('cookbook.views')}
          message={t('cookbook.deleteViewConfirm')}
          confirmLabel={t('cookbook.confirm')}
          cancelLabel={t('cookbook.cancel')}
          onConfirm={() => {
            setDeletingView(null);
            void deleteView(deletingView);
          }}
          onCancel={() => setDeletingView(null)}
        />
      )}
    </div>
  );
}
