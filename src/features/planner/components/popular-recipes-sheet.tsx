import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@/domain/recipes/recipe';
import { useCookbookPages } from '@/features/cookbook';
import { RecipeImage } from '@/features/recipes';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

// The picker's search and list come with its first opening, not with the week.
const RecipePickerDialog = lazy(() => import('./recipe-picker-dialog').then((module) => ({ default: module.RecipePickerDialog })));

/** The mobile sheet shows the cookbook's first six recipes (spec B §9). */
const POPULAR_RECIPE_COUNT = 6;

/**
 * The phone planner's 'Recettes populaires' (spec B §2): a handle in the phone's dock that opens
 * into a sheet of recipes to tap, plus 'Voir toutes les recettes'. The same button folds and
 * unfolds it, so focus stays put.
 */
export function PopularRecipesSheet({ onPick }: { onPick: (recipe: Recipe) => void }) {
  const { t } = useTranslation();
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  // Stable, or the dialog would take focus back on every render (it refocuses when onClose changes).
  const closePicker = useCallback(() => setPickerOpen(false), []);

  const choose = (recipe: Recipe) => {
    setPickerOpen(false);
    setExpanded(false);
    onPick(recipe);
  };

  return (
    <div className="md:hidden">
      <div
        onKeyDown={(event) => {
          if (event.key === 'Escape') setExpanded(false);
        }}
        // Folded, a handle in the phone's dock; unfolded, a sheet over the dock, above the bottom bar (about 3.7 rem high).
        className={`bg-white ${
          expanded
            ? 'fixed inset-x-0 bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-20 rounded-t-2xl border-t border-stone-200 px-4 pt-1 pb-7 shadow-[0_-8px_24px_rgba(0,0,0,0.12)]'
            : 'rounded-full border border-stone-300'
        }`}
      >
        <h2 className="text-base font-semibold text-stone-900">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? contentId : undefined}
            onClick={() => setExpanded((open) => !open)}
            className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${expanded ? '' : 'px-4'}`}
          >
            {t('plannerPicker.popular.title')}
            <span aria-hidden="true" className={`text-sm text-stone-600 transition-transform ${expanded ? 'rotate-180' : ''}`}>
              ▴
            </span>
          </button>
        </h2>

        {expanded && (
          <div id={contentId} className="flex flex-col gap-3 pt-2">
            <PopularRecipes onPick={choose} />
            <Button variant="secondary" className="min-h-11 w-full" onClick={() => setPickerOpen(true)}>
              {t('plannerPicker.popular.seeAll')}
            </Button>
          </div>
        )}
      </div>
      {pickerOpen && (
        <Suspense fallback={null}>
          <RecipePickerDialog onPick={choose} onClose={closePicker} />
        </Suspense>
      )}
    </div>
  );
}

/** The cookbook's first page, unfiltered. */
const firstPage = { query: '', tags: {}, selectedTagIds: [], filterType: 'OR', view: null } as const;

/** The unfolded sheet's recipes: the cookbook's first page is read while they show, not while the sheet is folded. */
function PopularRecipes({ onPick }: { onPick: (recipe: Recipe) => void }) {
  const { t } = useTranslation();
  const { recipes, loading } = useCookbookPages(firstPage, 1);
  const popular = recipes.slice(0, POPULAR_RECIPE_COUNT);
  if (loading && popular.length === 0) return <Spinner />;
  if (popular.length === 0) return <p className="py-4 text-center text-sm text-stone-600">{t('plannerPicker.panel.empty')}</p>;
  return (
    <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1">
      {popular.map((recipe) => (
        <li key={recipe.id} className="w-32 shrink-0 snap-start">
          <button
            type="button"
            onClick={() => onPick(recipe)}
            className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <RecipeImage src={recipe.image} alt="" className="aspect-[4/3] w-full bg-stone-100" />
            <span className="line-clamp-2 min-h-11 p-2 text-sm font-medium text-stone-900">{recipe.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
