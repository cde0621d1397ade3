import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { difficultyLabelKey } from '@/domain/recipes/classification';
import { recipeTotalMinutes, type Recipe } from '@/domain/recipes/recipe';
import { recipeLink } from './recipe-link';
import { RecipeImage } from './recipe-image';

/** A recipe in a grid: picture, name, total time (spec B §2), and room for the card's actions. */
export function RecipeCard({ recipe, actions, onOpen, priority = false }: { recipe: Recipe; actions?: ReactNode; onOpen?: () => void; priority?: boolean }) {
  const { t } = useTranslation();
  const minutes = recipeTotalMinutes(recipe);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={recipeLink(recipe)} onClick={onOpen} className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-brand-700">
        <RecipeImage src={recipe.image} alt="" priority={priority} className="aspect-[4/3] w-full bg-stone-100" />
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="line-clamp-2 font-semibold text-stone-900">{recipe.name}</h2>
          <p className="mt-auto flex flex-wrap gap-x-3 text-sm text-stone-600">
            {minutes > 0 && (
              <span>
                <span className="sr-only">{t('recipe.totalTime')} </span>
                {t('recipe.minutes', { count: minutes })}
              </span>
            )}
            <span>{t(difficultyLabelKey(recipe.classification.difficulty))}</span>
          </p>
        </div>
      </Link>
      {actions && <div className="absolute top-2 right-2 flex gap-2">{actions}</div>}
    </article>
  );
}
