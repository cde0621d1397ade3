import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@/domain/recipes/recipe';
import { authorInitials } from '@/domain/recipes/recipe-author';
import type { FoodBuyingUnits } from '@/domain/recipes/recipe-line-amount';
import { toDate } from '@/domain/shared/timestamp';
import { usePageTitle } from '@/ui/use-page-title';
import { RecipeActions } from './recipe-actions';
import { RecipeImage } from './recipe-image';
import { RecipeIngredients } from './recipe-ingredients';

/**
 * A recipe as spec B §2 shows it: picture, name, author and date, times, ingredients, steps.
 * `buyingUnits` says what its counted foods' pieces are ('gousse', 'botte').
 */
export function RecipeDetail({ recipe, buyingUnits, tags, actions }: { recipe: Recipe; buyingUnits: FoodBuyingUnits; tags?: ReactNode; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  usePageTitle(recipe.name);
  const language = i18n.resolvedLanguage ?? 'fr';
  const createdAt = toDate(recipe.createdAt);
  const initials = authorInitials(recipe.createdBy.name);
  const steps = recipe.instructions.split('\n').map((step) => step.trim()).filter(Boolean);

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6">
      <RecipeActions recipe={recipe} actions={actions} />

      <RecipeImage src={recipe.image} alt={recipe.name} width={1280} height={720} priority className="aspect-[16/9] w-full rounded-2xl bg-stone-100" />

      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{recipe.name}</h1>
        <div className="flex items-center gap-2">
          {/* The name beside it says who: the initials only decorate it. */}
          {initials && (
            <span aria-hidden="true" data-testid="author-avatar" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800">
              {initials}
            </span>
          )}
          <p className="text-sm text-stone-600">
            {t('recipe.by', { name: recipe.createdBy.name })}
            {createdAt && ` ${t('recipe.createdOn', { date: createdAt.toLocaleDateString(language === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }) })}`}
          </p>
        </div>
        {tags}
        <dl className="flex flex-wrap gap-6 text-sm">
          {recipe.prepTime !== null && (
            <div>
              <dt className="text-stone-500">{t('recipe.prepTime')}</dt>
              <dd className="font-semibold">{t('recipe.minutes', { count: recipe.prepTime })}</dd>
            </div>
          )}
          {recipe.cookTime !== null && (
            <div>
              <dt className="text-stone-500">{t('recipe.cookTime')}</dt>
              <dd className="font-semibold">{t('recipe.minutes', { count: recipe.cookTime })}</dd>
            </div>
          )}
        </dl>
      </div>

      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <RecipeIngredients recipe={recipe} buyingUnits={buyingUnits} />
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{t('recipe.steps')}</h2>
          <ol className="flex flex-col gap-3">
            {steps.map((step, index) => (
              <li key={index} className="flex gap-3">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">{index + 1}</span>
                <p className="text-stone-800">{step}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
