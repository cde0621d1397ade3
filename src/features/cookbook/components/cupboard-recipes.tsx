import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKBOOK_PAGE_SIZE } from '@/domain/cookbook/cookbook-filter';
import type { Recipe } from '@/domain/recipes/recipe';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { useCupboardRanking } from '../hooks/use-cupboard-ranking';

interface CupboardRecipesProps {
  /** The card as the screen draws it (the cookbook's, the planner panel's draggable one). */
  renderRecipe: (recipe: Recipe) => ReactNode;
  listClassName: string;
}

/**
 * 'Que cuisiner avec mon placard ?': the cookbook's recipes, those missing nothing first, each
 * card saying what the cupboard misses ('il manque : crème fraîche, lardons'), a page at a time.
 * Mounted only while the mode is on: it follows the whole cookbook (useCupboardRanking).
 */
export function CupboardRecipes({ renderRecipe, listClassName }: CupboardRecipesProps) {
  const { t } = useTranslation();
  const { ranked, loading, failed } = useCupboardRanking();
  const [pages, setPages] = useState(1);
  if (failed) return <ErrorBox>{t('cookbook.cupboard.failed')}</ErrorBox>;
  if (loading) return <Spinner />;
  if (ranked.length === 0) return <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center font-medium text-stone-800">{t('cookbook.cupboard.empty')}</p>;
  const shown = ranked.slice(0, pages * COOKBOOK_PAGE_SIZE);
  return (
    <>
      <ul className={listClassName} data-testid="cupboard-recipes">
        {shown.map(({ recipe, missing }) => (
          <li key={recipe.id} className="flex flex-col gap-1.5">
            {renderRecipe(recipe)}
            <p className={`text-sm ${missing.length === 0 ? 'font-medium text-brand-800' : 'text-stone-700'}`}>
              {missing.length === 0 ? t('cookbook.cupboard.nothingMissing') : t('cookbook.cupboard.missing', { foods: missing.map((food) => food.name).join(', ') })}
            </p>
          </li>
        ))}
      </ul>
      {ranked.length > shown.length && (
        <Button variant="secondary" className="self-center" onClick={() => setPages(pages + 1)}>
          {t('cookbook.showMore')}
        </Button>
      )}
    </>
  );
}
