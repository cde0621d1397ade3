import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { hasActiveFilters } from '@/domain/recipes/discovery-filters';
import { searchWords } from '@/domain/recipes/discovery-terms';
import { discoveryViews } from '@/domain/recipes/discovery-views';
import type { Recipe } from '@/domain/recipes/recipe';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { TextField } from '@/ui/form/text-field';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { selectDiscovery, selectDiscoveryActions, useDiscovery } from '../store/discovery';
import { DiscoveryFiltersPanel } from './discovery-filters-panel';
import { RecipeCard } from './recipe-card';

/** Cards whose pictures show without scrolling: the first row of the widest grid. The others load lazily. */
const ABOVE_THE_FOLD = 4;

/** The name search asks once the typing pauses this long, not at every keystroke. */
const SEARCH_DELAY_MS = 300;

/**
 * /recipes: the public catalogue in three views, filtered, searched by name and paged by the
 * query (spec B §2, §5). `cardActions` puts what other features offer on a card (the planner's
 * add-to-menu, the cookbook's bookmark).
 */
export function DiscoveryPage({ cardActions }: { cardActions?: (recipe: Recipe) => ReactNode }) {
  const { t } = useTranslation();
  const { view, list: state, filters, search, scrollY } = useDiscovery(useShallow(selectDiscovery));
  const { setView, setFilters, setSearch, rememberScroll, watch, loadMore } = useDiscovery(useShallow(selectDiscoveryActions));
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters(filters));
  const [typed, setTyped] = useState(search);
  usePageTitle(t(`discovery.tabs.${view}`));

  useEffect(() => watch({ view, filters, search }), [view, filters, search, watch]);

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setSearch]);

  const recipes = state.status === 'loaded' ? state.recipes : [];
  const narrowed = hasActiveFilters(filters) || searchWords(search).length > 0;

  // Back from a recipe: put the list where the user left it, once, when it is there again.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || state.status !== 'loaded') return;
    restored.current = true;
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [state.status, scrollY]);

  const emptyMessage = narrowed ? t('discovery.empty.filtered') : t(`discovery.empty.${view}`);
  // Spec B §2: the store's error reads 'Erreur : {message}' in the red box.
  const loadError = t('errors.withMessage', { message: t('discovery.loadError') });

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t(`discovery.tabs.${view}`)}</h1>
        <p className="text-stone-600">{t(`discovery.descriptions.${view}`)}</p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('discovery.tabsLabel')} className="flex gap-1 overflow-x-auto rounded-xl bg-stone-100 p-1">
          {discoveryViews.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              aria-selected={candidate === view}
              onClick={() => setView(candidate)}
              className={`rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${candidate === view ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-600 hover:text-stone-900'}`}
            >
              {t(`discovery.tabs.${candidate}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
          className="flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
        >
          {t('discovery.filters.title')}
          {hasActiveFilters(filters) && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{t('discovery.filters.active')}</span>}
        </button>
      </div>

      <TextField label={t('discovery.search')} hideLabel type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={t('discovery.search')} />

      {filtersOpen && <DiscoveryFiltersPanel filters={filters} onChange={setFilters} />}

      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && <ErrorBox>{loadError}</ErrorBox>}
      {/* A page of a search of several words may keep none of what it read while more follows. */}
      {state.status === 'loaded' && recipes.length === 0 && !state.next && (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <p className="font-medium text-stone-800">{emptyMessage}</p>
          {narrowed && <p className="mt-1 text-sm text-stone-600">{t('discovery.empty.filteredHint')}</p>}
        </div>
      )}
      {recipes.length > 0 && (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {recipes.map((recipe, index) => (
            <li key={recipe.id} className="flex">
              <RecipeCard recipe={recipe} priority={index < ABOVE_THE_FOLD} onOpen={() => rememberScroll(window.scrollY)} actions={cardActions?.(recipe)} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'loaded' && state.more === 'failed' && <ErrorBox>{loadError}</ErrorBox>}
      {state.status === 'loaded' && state.next && (
        <Button variant="secondary" className="self-center" disabled={state.more === 'loading'} onClick={() => void loadMore({ view, filters, search })}>
          {t('discovery.showMore')}
        </Button>
      )}
    </section>
  );
}
