import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import type { Recipe } from '@/domain/recipes/recipe';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { RecipeDetail } from './recipe-detail';
import { useRecipeLookup } from '../hooks/use-recipe-lookup';

/**
 * /recipes/{id} and /recette/{seoUrl}. `tags` shows what other features know of the recipe
 * (the cookbook's tags), under its title; `actions` adds their buttons (the planner's
 * add-to-menu) among the recipe's own.
 */
export function RecipeDetailPage({ tags, actions }: { tags?: (recipe: Recipe) => ReactNode; actions?: (recipe: Recipe) => ReactNode }) {
  const { recipeId, seoUrl } = useParams();
  const { search } = useLocation();
  const lookup = useRecipeLookup({ id: recipeId, seoUrl, withBuyingUnits: true });

  if (lookup.state === 'loading') return <Spinner />;
  if (lookup.state === 'redirect') return <Navigate to={`${lookup.to}${search}`} replace />;
  if (lookup.state === 'notFound') return <RecipeNotFound />;
  return (
    <RecipeDetail key={lookup.recipe.id} recipe={lookup.recipe} buyingUnits={lookup.buyingUnits} tags={tags?.(lookup.recipe)} actions={actions?.(lookup.recipe)} />
  );
}

function RecipeNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('recipe.notFound'));
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('recipe.notFound')}</h1>
      <Link to={paths.recipes.href()} className="mt-4 inline-block font-medium text-brand-700 underline">
        {t('recipe.backToRecipes')}
      </Link>
    </section>
  );
}
