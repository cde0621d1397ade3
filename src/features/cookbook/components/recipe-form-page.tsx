import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { tagIdsOf } from '@/domain/cookbook/recipe-tags';
import type { RecipeDraft } from '@/domain/api/recipe-import';
import { newRecipeFormInput, recipeFormInput } from '@/domain/recipes/recipe-form';
import { selectHouseholdId, selectHouseholdSize, useHousehold } from '@/features/household';
import { RecipeForm, RecipeImportField, useRecipeLookup } from '@/features/recipes';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { selectCookbookLoading, selectSaveRecipe, selectTags } from '../store/selectors';
import { useCookbook } from '../store';
import { TagPicker } from './tag-picker';

/**
 * /recipes/new and /recipes/{id}/edit: edit when the id names a recipe, create otherwise (spec B
 * §2). A cookbook screen: the recipes feature's form, with the cookbook's tags picked in it and
 * saved with the recipe in one go.
 */
export function RecipeFormPage() {
  const { t } = useTranslation();
  const { recipeId } = useParams();
  const lookup = useRecipeLookup({ id: recipeId ?? '', followSeoUrl: false });
  const tags = useCookbook(selectTags);
  const cookbookLoading = useCookbook(selectCookbookLoading);
  const saveRecipe = useCookbook(selectSaveRecipe);
  const householdId = useHousehold(selectHouseholdId);
  const householdSize = useHousehold(selectHouseholdSize);
  const existing = recipeId && lookup.state === 'found' ? lookup.recipe : null;
  const editing = existing !== null;
  usePageTitle(editing ? t('recipeForm.editTitle') : t('recipeForm.newTitle'));

  const initial = useMemo(() => (existing ? recipeFormInput(existing, tagIdsOf(tags, existing.id)) : newRecipeFormInput(householdSize)), [existing, tags, householdSize]);
  const [imported, setImported] = useState<{ draft: RecipeDraft } | null>(null);

  // The form reads its defaults once: a new recipe's portions come from the household, an edited
  // recipe's tags from the cookbook (unless it failed to load), so wait for them.
  const loading = !householdId || (Boolean(recipeId) && (lookup.state === 'loading' || (lookup.state === 'found' && cookbookLoading)));
  if (loading) return <Spinner />;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-stone-900">{editing ? t('recipeForm.editTitle') : t('recipeForm.newTitle')}</h1>
      {!editing && <RecipeImportField onImport={(draft) => setImported({ draft })} />}
      <RecipeForm
        key={existing?.id ?? 'new'}
        existing={existing}
        initial={initial}
        imported={editing ? null : imported}
        onSave={(fields, choice) => saveRecipe(fields, existing, choice)}
        tagPicker={(field) => <TagPicker {...field} />}
      />
    </section>
  );
}
