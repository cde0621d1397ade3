import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/ui/use-page-title';
import { canEditHouseholdContent } from '@/domain/accounts/roles';
import { displayQuantity, parsePortionsParam, portionsParamFor, scaleQuantity } from '@/domain/recipes/portions';
import type { Recipe } from '@/domain/recipes/recipe';
import { unitAbbreviations } from '@/domain/recipes/units';
import { toDate } from '@/domain/shared/timestamp';
import { useSession } from '@/features/auth';
import { TagChip, useCookbookSubscription, useCookbook } from '@/features/cookbook';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Spinner } from '@/ui/spinner';
import { useRecipes } from '../store';
import { RecipeImage } from './recipe-image';
import { useRecipeLookup } from './use-recipe-lookup';

/** Spec A §9: the "link copied" feedback lasts 2 seconds. */
const COPIED_FEEDBACK_MS = 2_000;

export function RecipeDetailPage() {
  const { recipeId, seoUrl } = useParams();
  const { search } = useLocation();
  const lookup = useRecipeLookup({ id: recipeId, seoUrl });

  if (lookup.state === 'loading') return <Spinner />;
  if (lookup.state === 'redirect') return <Navigate to={`${lookup.to}${search}`} replace />;
  if (lookup.state === 'notFound') return <RecipeNotFound />;
  return <RecipeDetail key={lookup.recipe.id} recipe={lookup.recipe} />;
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

function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useSession((state) => state.user);
  const deleteRecipe = useRecipes((state) => state.deleteRecipe);
  useCookbookSubscription();
  const cookbook = useCookbook((state) => state.cookbook);
  // Tags belong to the household's cookbook, so only a signed-in member sees them (spec B §2).
  const tags = user ? Object.values(cookbook?.tags ?? {}).filter((tag) => tag.recipeIds.includes(recipe.id)) : [];
  const [copied, setCopied] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  usePageTitle(recipe.name);
  const language = i18n.resolvedLanguage ?? 'fr';

  const portions = parsePortionsParam(searchParams.get('portions'), recipe.servings);
  const setPortions = (next: number) =>
    setSearchParams(
      (current) => {
        const value = portionsParamFor(next, recipe.servings);
        if (value === null) current.delete('portions');
        else current.set('portions', value);
        return current;
      },
      { replace: true },
    );

  const role = user?.organizations[recipe.organizationId]?.role;
  const canEdit = Boolean(user) && (canEditHouseholdContent(role) || recipe.createdBy.id === user?.id);
  const createdAt = toDate(recipe.createdAt);
  const steps = recipe.instructions.split('\n').map((step) => step.trim()).filter(Boolean);

  const share = async () => {
    await navigator.clipboard?.writeText(window.location.href);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  const remove = async () => {
    setConfirmingDelete(false);
    try {
      await deleteRecipe(recipe.id);
      void navigate(paths.recipes.href());
    } catch (error) {
      console.error('Recipe deletion failed', error);
    }
  };

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(paths.recipes.href()))}>
          {t('recipe.back')}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void share()}>
            {copied ? t('recipe.linkCopied') : t('recipe.share')}
          </Button>
          {recipe.sourceUrl && (
            <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-medium text-stone-800 hover:bg-stone-50">
              {t('recipe.source')}
            </a>
          )}
          {canEdit && (
            <>
              <Link to={paths.editRecipe.href(recipe.id)} className="inline-flex items-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-medium text-stone-800 hover:bg-stone-50">
                {t('recipe.edit')}
              </Link>
              <Button variant="secondary" className="text-red-700" onClick={() => setConfirmingDelete(true)}>
                {t('recipe.delete')}
              </Button>
            </>
          )}
        </div>
      </div>

      <RecipeImage src={recipe.image} alt={recipe.name} className="aspect-[16/9] w-full rounded-2xl bg-stone-100" />

      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{recipe.name}</h1>
        <p className="text-sm text-stone-600">
          {t('recipe.by', { name: recipe.createdBy.name })}
          {createdAt && ` ${t('recipe.createdOn', { date: createdAt.toLocaleDateString(language === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }) })}`}
        </p>
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('recipe.tags')}>
            {tags.map((tag) => (
              <li key={tag.id}>
                <TagChip tag={tag} />
              </li>
            ))}
          </ul>
        )}
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
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{t('recipe.ingredients')}</h2>
          <div className="flex items-center gap-3" role="group" aria-label={t('recipe.servings')}>
            <Button variant="secondary" aria-label={t('recipe.decreasePortions')} disabled={portions <= 1} onClick={() => setPortions(portions - 1)}>
              −
            </Button>
            <output aria-live="polite" className="min-w-24 text-center font-semibold" data-testid="portions">
              {portions} {t('recipe.servings').toLowerCase()}
            </output>
            <Button variant="secondary" aria-label={t('recipe.increasePortions')} onClick={() => setPortions(portions + 1)}>
              +
            </Button>
          </div>
          <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white" data-testid="ingredients">
            {recipe.ingredients.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 px-4 py-2">
                <span>{line.name}</span>
                <span className="font-medium whitespace-nowrap text-stone-700">
                  {displayQuantity(scaleQuantity(line.quantity, portions, recipe.servings), language)} {unitAbbreviations[line.unit].toLowerCase()}
                </span>
              </li>
            ))}
          </ul>
        </section>
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

      {confirmingDelete && (
        <ConfirmDialog
          title={t('recipe.delete')}
          message={t('recipe.deleteConfirm')}
          confirmLabel={t('recipe.delete')}
          cancelLabel={t('recipe.cancel')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </article>
  );
}
