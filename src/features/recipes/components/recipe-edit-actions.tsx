import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectCanEditRecipe, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { selectDeleteRecipe, useRecipes } from '../store';

/** Edit and delete, for those the household lets (spec B §2). Loaded for a signed-in user only. */
export function RecipeEditActions({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useHousehold(selectCanEditRecipe(recipe));
  const deleteRecipe = useRecipes(selectDeleteRecipe);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const remove = async () => {
    setConfirmingDelete(false);
    try {
      await deleteRecipe(recipe.id);
      void navigate(paths.recipes.href());
    } catch (error) {
      console.error('Recipe deletion failed', error);
    }
  };

  if (!canEdit) return null;
  return (
    <>
      <Link to={paths.editRecipe.href(recipe.id)} className="inline-flex items-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-medium text-stone-800 hover:bg-stone-50">
        {t('recipe.edit')}
      </Link>
      <Button variant="secondary" className="text-red-700" onClick={() => setConfirmingDelete(true)}>
        {t('recipe.delete')}
      </Button>
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
    </>
  );
}
