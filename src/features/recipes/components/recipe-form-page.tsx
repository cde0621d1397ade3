import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/ui/use-page-title';
import { newRecipeFormInput, recipeFormInput } from '@/domain/recipes/recipe-form';
import { useSession } from '@/features/auth';
import { useCookbookSubscription, useCookbook } from '@/features/cookbook';
import { Spinner } from '@/ui/spinner';
import { RecipeForm } from './recipe-form';
import { useRecipeLookup } from './use-recipe-lookup';

/** /recipes/new and /recipes/{id}/edit: edit when the id names a recipe, create otherwise (spec B §2). */
export function RecipeFormPage() {
  const { t } = useTranslation();
  const { recipeId } = useParams();
  useCookbookSubscription();
  const lookup = useRecipeLookup({ id: recipeId ?? '', followSeoUrl: false });
  const cookbook = useCookbook((state) => state.cookbook);
  const householdSize = useSession((state) => state.organization?.numberOfPersons ?? 1);
  const existing = recipeId && lookup.state === 'found' ? lookup.recipe : null;
  const editing = existing !== null;
  usePageTitle(editing ? t('recipeForm.editTitle') : t('recipeForm.newTitle'));

  const initial = useMemo(() => {
    if (!existing) return newRecipeFormInput(householdSize);
    const tagIds = Object.values(cookbook?.tags ?? {})
      .filter((tag) => tag.recipeIds.includes(existing.id))
      .map((tag) => tag.id);
    return recipeFormInput(existing, tagIds);
  }, [existing, cookbook, householdSize]);

  // An edited recipe's tags come from the cookbook: wait for it, unless it failed to load.
  const cookbookLoading = useCookbook((state) => state.loading);
  const loading = Boolean(recipeId) && (lookup.state === 'loading' || (lookup.state === 'found' && cookbookLoading));
  if (loading) return <Spinner />;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-stone-900">{editing ? t('recipeForm.editTitle') : t('recipeForm.newTitle')}</h1>
      <RecipeForm key={existing?.id ?? 'new'} existing={existing} initial={initial} />
    </section>
  );
}
