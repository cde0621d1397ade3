import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { RecipeCard } from '@/features/recipes';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { TextField } from '@/ui/form/text-field';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useCookbookPages } from '../hooks/use-cookbook-recipes';
import { selectCookbookError, selectSavedViews, selectSelection, selectSetSelection, selectTags } from '../store/selectors';
import { useCookbook } from '../store';
import { BookmarkButton } from './bookmark-button';
import { CupboardToggle } from './cupboard-toggle';
import { LazyCupboardRecipes } from './lazy-cupboard-recipes';
import { SavedViewsBar } from './saved-views-bar';
import { TagFilterBar } from './tag-filter-bar';

const cardGrid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * /cookbook: the household's recipes and bookmarked public ones, searched and filtered by tags;
 * or, with 'Que cuisiner avec mon placard ?', all of them ranked by what the cupboard misses.
 */
export function CookbookPage() {
  const { t } = useTranslation();
  usePageTitle(t('cookbook.title'));
  const tags = useCookbook(selectTags);
  const views = useCookbook(selectSavedViews);
  const { error, clearError } = useCookbook(useShallow(selectCookbookError));
  const { query, selectedTagIds, filterType, currentViewId } = useCookbook(useShallow(selectSelection));
  const setSelection = useCookbook(selectSetSelection);

  const currentView = views.find((view) => view.id === currentViewId) ?? null;
  // The box shows each keystroke at once; the cards follow when the screen has time.
  const searched = useDeferredValue(query);
  const filtering = query.trim() !== '' || selectedTagIds.length > 0 || currentView !== null;
  // A page of cards, more on demand; a new search or filter (not a recipe arriving) starts again from the first page.
  const selection = [searched, filterType, currentViewId, ...selectedTagIds].join('\u0000');
  const [pages, setPages] = useState({ of: selection, count: 1 });
  if (pages.of !== selection) setPages({ of: selection, count: 1 });
  const pageCount = pages.of === selection ? pages.count : 1;
  const filter = useMemo(() => ({ query: searched, tags, selectedTagIds, filterType, view: currentView }), [searched, tags, selectedTagIds, filterType, currentView]);
  const { recipes: shown, loading, failed, more } = useCookbookPages(filter, pageCount);
  const [fromCupboard, setFromCupboard] = useState(false);

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
      {/* The household's recipes are the recipes feature's: their failure cannot be dismissed here. */}
      {!error && failed && <ErrorBox>{t('cookbook.errors.load')}</ErrorBox>}

      <CupboardToggle on={fromCupboard} onChange={setFromCupboard} />

      {fromCupboard ? (
        <Suspense fallback={<Spinner />}>
          <LazyCupboardRecipes listClassName={cardGrid} renderRecipe={(recipe) => <RecipeCard recipe={recipe} actions={<BookmarkButton recipe={recipe} />} />} />
        </Suspense>
      ) : (
        <>
          <TextField label={t('cookbook.search')} hideLabel type="search" value={query} onChange={(event) => setSelection({ query: event.target.value })} placeholder={t('cookbook.search')} />

          <SavedViewsBar />
          <TagFilterBar />

          {loading ? (
            <Spinner />
          ) : shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center font-medium text-stone-800">{filtering ? t('cookbook.emptyFiltered') : t('cookbook.empty')}</p>
          ) : (
            <ul className={cardGrid} data-testid="cookbook-recipes">
              {shown.map((recipe) => (
                <li key={recipe.id} className="flex">
                  <RecipeCard recipe={recipe} actions={<BookmarkButton recipe={recipe} />} />
                </li>
              ))}
            </ul>
          )}
          {!loading && shown.length > 0 && more && (
            <Button variant="secondary" className="self-center" onClick={() => setPages({ of: selection, count: pageCount + 1 })}>
              {t('cookbook.showMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
