import { Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { isAnyPlannerFilterActive, plannerNarrowing } from '@/domain/planner/planner-filters';
import { CupboardToggle, LazyCupboardRecipes, selectTags, useCookbook, useCookbookPages } from '@/features/cookbook';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { Spinner } from '@/ui/spinner';
import { selectFilterActions, selectFilters } from '../store/selectors';
import { usePlanner } from '../store';
import { DraggableRecipeCard } from './draggable-recipe-card';
import { PlannerFiltersPanel } from './planner-filters-panel';

/**
 * The desktop planner's right panel 'Recettes' (spec B §2): search, filters, and the cookbook's
 * recipes to drag onto a day, a page at a time as the cookbook reads them (useCookbookPages),
 * its filters in the query where they can be and checked on what comes back otherwise
 * (plannerNarrowing). It scrolls on its own, so the week stays in view beside it. 'Que cuisiner
 * avec mon placard ?' swaps the listing for the whole cookbook ranked by what the cupboard misses.
 */
export function RecipePanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = usePlanner(selectFilters);
  const { setFilters } = usePlanner(useShallow(selectFilterActions));
  const tags = useCookbook(selectTags);
  // Viewers see the recipes but plan nothing (DESIGN.md §3): nothing to drag.
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  // The box shows each keystroke at once; the cards follow when the screen has time.
  const searched = useDeferredValue(filters.query);
  const { dietaryFlags, difficulty, cost, dishTypes, prepTime, tagIds, tagFilterType } = filters;
  const narrowing = useMemo(() => plannerNarrowing({ dietaryFlags, difficulty, cost, dishTypes, prepTime }), [dietaryFlags, difficulty, cost, dishTypes, prepTime]);
  const filter = useMemo(() => ({ query: searched, tags, selectedTagIds: tagIds, filterType: tagFilterType, view: null }), [searched, tags, tagIds, tagFilterType]);
  // A new search or filter (not a recipe arriving) starts again from the first page.
  const selection = [searched, narrowing.key, tagFilterType, ...tagIds].join('\u0000');
  const [pages, setPages] = useState({ of: selection, count: 1 });
  if (pages.of !== selection) setPages({ of: selection, count: 1 });
  const pageCount = pages.of === selection ? pages.count : 1;
  const { recipes: shown, loading, more } = useCookbookPages(filter, pageCount, narrowing);
  const filtered = isAnyPlannerFilterActive(filters);
  const [fromCupboard, setFromCupboard] = useState(false);

  // Stuck below the sticky top bar (4 rem), and ending above the grocery panel's floating button
  // (bottom right, 5 rem high with its margin) so it never covers the last recipes.
  return (
    <aside aria-labelledby={titleId} className="sticky top-20 flex max-h-[calc(100vh-11rem)] w-full flex-col rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-stone-200 p-4">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {t('plannerPicker.panel.title')}
        </h2>
        <TextField
          type="search"
          label={t('plannerPicker.panel.search')}
          placeholder={t('plannerPicker.panel.search')}
          hideLabel
          value={filters.query}
          onChange={(event) => setFilters({ query: event.target.value })}
        />
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          className="flex items-center gap-2 self-start rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('discovery.filters.title')}
          {filtered && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t('discovery.filters.active')}</span>}
          <span aria-hidden="true" className={`text-xs transition-transform ${filtersOpen ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
        <CupboardToggle on={fromCupboard} onChange={setFromCupboard} className="py-1.5" />
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
        {fromCupboard ? (
          <Suspense fallback={<Spinner />}>
            <LazyCupboardRecipes listClassName="grid grid-cols-2 gap-3" renderRecipe={(recipe) => <DraggableRecipeCard recipe={recipe} disabled={!canEdit} />} />
          </Suspense>
        ) : (
          <>
            {filtersOpen && <PlannerFiltersPanel id={filtersId} />}
            {loading && shown.length === 0 ? (
              <Spinner />
            ) : shown.length === 0 ? (
              <p className="py-6 text-center text-sm text-stone-600">{t('plannerPicker.panel.empty')}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3">
                {shown.map((recipe) => (
                  <li key={recipe.id} className="flex">
                    <DraggableRecipeCard recipe={recipe} disabled={!canEdit} />
                  </li>
                ))}
              </ul>
            )}
            {shown.length > 0 && (loading ? <Spinner /> : more && (
              <Button variant="secondary" className="self-center" onClick={() => setPages({ of: selection, count: pageCount + 1 })}>
                {t('plannerPicker.panel.showMore')}
              </Button>
            ))}
          </>
        )}
      </div>
    </aside>
  );
}
