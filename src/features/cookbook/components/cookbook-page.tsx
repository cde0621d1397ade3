import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { selectScope, useContentShown, useHousehold } from '@/features/household';
import { RecipeCard } from '@/features/recipes';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { TextField } from '@/ui/form/text-field';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useCookbookPages } from '../hooks/use-cookbook-recipes';
import { useLastShownCookbook } from '../hooks/use-last-shown-cookbook';
import { useRememberCookbook } from '../hooks/use-remember-cookbook';
import { selectCookbookError, selectSavedViews, selectSelection, selectSetSelection, selectTags } from '../store/selectors';
import { useCookbook } from '../store';
import { BookmarkButton } from './bookmark-button';
import { cardGrid } from './card-grid';
import { preloadCookbookDialogs } from './cookbook-dialogs';
import { CookbookCardsPreview } from './cookbook-preview';
import { CookbookTitle } from './cookbook-title';
import { CupboardToggle } from './cupboard-toggle';
import { LazyCupboardRecipes } from './lazy-cupboard-recipes';
import { SavedViewsBar } from './saved-views-bar';
import { TagFilterBar } from './tag-filter-bar';

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
  // The first page as this device last showed it stands in while it loads, until it first shows.
  const opensUnfiltered = !filtering && pageCount === 1 && !fromCupboard;
  const shownBefore = useLastShownCookbook(useHousehold(useShallow(selectScope)));
  const [liveShown, setLiveShown] = useState(false);
  if (!loading && !liveShown) setLiveShown(true);
  useContentShown(liveShown);
  useEffect(() => {
    if (liveShown) preloadCookbookDialogs();
  }, [liveShown]);
  useRememberCookbook(opensUnfiltered && !loading && !failed ? shown : null);
  const previewing = loading && !liveShown && opensUnfiltered && shownBefore !== null && shownBefore.cards.length > 0;

  return (
    <section className="flex flex-col gap-5">
      <CookbookTitle />

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

          {previewing ? (
            <CookbookCardsPreview preview={shownBefore} />
          ) : loading ? (
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
