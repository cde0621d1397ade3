import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/ui/use-page-title';
import { prepareCookbookIndex } from '@/domain/recipes/cookbook-filter';
import { isSystemTag } from '@/domain/recipes/default-cookbook-tags';
import { RecipeCard } from '@/features/recipes';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { useCookbook } from '../store';
import { BookmarkButton } from './bookmark-button';
import { SaveViewDialog } from './save-view-dialog';
import { TagChip } from './tag-chip';
import { TagManagerDialog } from './tag-manager-dialog';
import { useCookbookSubscription } from './use-cookbook-subscription';

/** /cookbook: the household's recipes and bookmarked public ones, searched and filtered by tags. */
export function CookbookPage() {
  const { t } = useTranslation();
  usePageTitle(t('cookbook.title'));
  useCookbookSubscription();
  const { cookbook, householdRecipes, bookmarkedRecipes, loading, error, query, selectedTagIds, filterType, currentViewId, setSelection, deleteView, clearError } = useCookbook();
  const [managingTags, setManagingTags] = useState(false);
  const [savingView, setSavingView] = useState(false);
  const [deletingView, setDeletingView] = useState<string | null>(null);

  const recipes = useMemo(() => {
    const own = new Set(householdRecipes.map((recipe) => recipe.id));
    return [...householdRecipes, ...bookmarkedRecipes.filter((recipe) => !own.has(recipe.id))];
  }, [householdRecipes, bookmarkedRecipes]);
  const filter = useMemo(() => prepareCookbookIndex(recipes), [recipes]);
  const tags = useMemo(() => Object.values(cookbook?.tags ?? {}).sort((a, b) => Number(isSystemTag(a)) - Number(isSystemTag(b)) || a.name.localeCompare(b.name, 'fr')), [cookbook]);
  const views = cookbook?.savedViews ?? [];
  const currentView = views.find((view) => view.id === currentViewId) ?? null;
  const shown = filter({ query, tags: cookbook?.tags ?? {}, selectedTagIds, filterType, view: currentView });
  const filtering = query.trim() !== '' || selectedTagIds.length > 0 || currentView !== null;
  const ownIds = new Set(householdRecipes.map((recipe) => recipe.id));

  const toggleTag = (tagId: string) =>
    setSelection({ currentViewId: null, selectedTagIds: selectedTagIds.includes(tagId) ? selectedTagIds.filter((id) => id !== tagId) : [...selectedTagIds, tagId] });

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">{t('cookbook.title')}</h1>
        <Link to={paths.newRecipe.href()} className="rounded-lg bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700">
          {t('cookbook.newRecipe')}
        </Link>
      </div>

      {error && (
        <ErrorBox onDismiss={clearError} dismissLabel={t('cookbook.close')}>
          {t(error)}
        </ErrorBox>
      )}

      <input
        type="search"
        value={query}
        onChange={(event) => setSelection({ query: event.target.value })}
        placeholder={t('cookbook.search')}
        aria-label={t('cookbook.search')}
        className="w-full rounded-xl border border-stone-300 bg-white px-4 py-3"
      />

      {views.length > 0 && (
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
                style={view.id === currentViewId ? { backgroundColor: view.color, borderColor: view.color, color: 'white' } : { borderColor: view.color }}
              >
                {view.name}
              </button>
              <button type="button" aria-label={t('cookbook.deleteView', { name: view.name })} onClick={() => setDeletingView(view.id)} className="rounded-r-full border border-l-0 px-2 py-1 text-sm" style={{ borderColor: view.color }}>
                ×
              </button>
            </span>
          ))}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('cookbook.tags')}>
        <span className="text-sm font-semibold text-stone-700">{t('cookbook.tags')}</span>
        {tags.map((tag) => (
          <TagChip key={tag.id} tag={tag} selected={selectedTagIds.includes(tag.id)} onClick={() => toggleTag(tag.id)} />
        ))}
        <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => setManagingTags(true)}>
          {t('cookbook.manageTags')}
        </Button>
      </div>

      {selectedTagIds.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <div role="radiogroup" aria-label={t('cookbook.filterType')} className="flex rounded-lg bg-stone-100 p-1">
            {(['OR', 'AND'] as const).map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={filterType === type}
                onClick={() => setSelection({ filterType: type })}
                className={`rounded-md px-3 py-1 text-sm ${filterType === type ? 'bg-white font-semibold shadow-sm' : 'text-stone-600'}`}
              >
                {type === 'OR' ? t('cookbook.filterOr') : t('cookbook.filterAnd')}
              </button>
            ))}
          </div>
          <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => setSavingView(true)}>
            {t('cookbook.saveView')}
          </Button>
          <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => setSelection({ selectedTagIds: [] })}>
            {t('cookbook.clearTags')}
          </button>
        </div>
      )}

      {loading ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center font-medium text-stone-800">{filtering ? t('cookbook.emptyFiltered') : t('cookbook.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="cookbook-recipes">
          {shown.map((recipe) => (
            <li key={recipe.id} className="flex">
              <RecipeCard recipe={recipe} actions={ownIds.has(recipe.id) ? undefined : <BookmarkButton recipe={recipe} />} />
            </li>
          ))}
        </ul>
      )}

      {managingTags && <TagManagerDialog onClose={() => setManagingTags(false)} />}
      {savingView && <SaveViewDialog tagIds={selectedTagIds} filterType={filterType} onClose={() => setSavingView(false)} />}
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
    </section>
  );
}
