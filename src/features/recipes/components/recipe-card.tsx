import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { difficultyLabelKey } from '@/domain/recipes/classification';
import type { Recipe } from '@/domain/recipes/recipe';
import { recipeCardFace, type RecipeCardFace } from '@/domain/recipes/recipe-card-face';
import { recipeLink } from './recipe-link';
import { RecipeImage } from './recipe-image';

interface CardProps {
  actions?: ReactNode;
  onOpen?: () => void;
  priority?: boolean;
}

/** A recipe in a grid: picture, name, total time (spec B §2), and room for the card's actions. */
export function RecipeCard({ recipe, ...card }: CardProps & { recipe: Recipe }) {
  return <RecipeCardView face={recipeCardFace(recipe)} {...card} />;
}

/** A card from what it shows alone: a recipe's, or one the device kept (README, "A screen before the session answers"). */
export function RecipeCardView({ face, actions, onOpen, priority = false }: CardProps & { face: RecipeCardFace }) {
  const { t } = useTranslation();
  const { minutes } = face;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={recipeLink(face)} onClick={onOpen} className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-brand-700">
        <RecipeImage src={face.image} alt="" priority={priority} className="aspect-[4/3] w-full bg-stone-100" />
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="line-clamp-2 font-semibold text-stone-900">{face.name}</h2>
          <p className="mt-auto flex flex-wrap gap-x-3 text-sm text-stone-600">
            {minutes > 0 && (
              <span>
                <span className="sr-only">{t('recipe.totalTime')} </span>
                {t('recipe.minutes', { count: minutes })}
              </span>
            )}
            <span>{t(difficultyLabelKey(face.difficulty))}</span>
          </p>
        </div>
      </Link>
      {actions && <div className="absolute top-2 right-2 flex gap-2">{actions}</div>}
    </article>
  );
}
