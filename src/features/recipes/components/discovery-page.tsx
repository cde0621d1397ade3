import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { hasActiveFilters, matchesDiscoveryFilters } from '@/domain/recipes/discovery-filters';
import { discoveryViews } from '@/domain/recipes/discovery-views';
import type { Recipe } from '@/domain/recipes/recipe';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { selectDiscovery, selectDiscoveryActions, useDiscovery } from '../discovery-store';
import { DiscoveryFiltersPanel } from './discovery-filters-panel';
import { RecipeCard } from './recipe-card';

/** Cards whose pictures show without scrolling: the first row of the widest grid. The others load lazily. */
const ABOVE_THE_FOLD = 4;

/**
 * /recipes: the public catalogue in three live views, filtered in the browser (spec B §2).
 * `cardActions` puts what other features offer on a card (the planner's add-to-menu, the cookbook's bookmark).
 */
export function DiscoveryPage({ cardActions }: { cardActions?: (recipe: Recipe) => ReactNode }) {
  const { t } = useTranslation();
  const { view, viewState: state, filters, scrollY } = useDiscovery(useShallow(selectDiscovery));
  const { setView, setFilters, rememberScroll, watch } = useDiscovery(useShallow(selectDiscoveryActions));
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters(filters));
  usePageTitle(t(`discovery.tabs.${view}`));

  useEffect(() => watch(view), [view, watch]);

  const recipes = useMemo(() => (state.status === 'loaded' ? state.recipes.filter((recipe) => matchesDiscoveryFilters(recipe, filters)) : []), [state, filters]);

  // Back from a recipe: put the list where the user left it, once, when it is there again.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || state.status !== 'loaded') return;
    restored.current = true;
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [state.status, scrollY]);

  const emptyMessage = hasActiveFilters(filters) ? t('discovery.empty.filtered') : t(`discovery.empty.${view}`);

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

      {filtersOpen && <DiscoveryFiltersPanel filters={filters} onChange={setFilters} />}

      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && <ErrorBox>{t('discovery.loadError')}</ErrorBox>}
      {state.status === 'loaded' && recipes.length === 0 && (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <p className="font-medium text-stone-800">{emptyMessage}</p>
          {hasActiveFilters(filters) && <p className="mt-1 text-sm text-stone-600">{t('discovery.empty.filteredHint')}</p>}
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
    </section>
  );
}
