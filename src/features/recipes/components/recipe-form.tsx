import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { createDefaultClassification, type Classification } from '@/domain/recipes/classification';
import { recipeFormSchema, toRecipeWrite, type RecipeFormInput, type RecipeFormValues } from '@/domain/recipes/recipe-form';
import type { Recipe } from '@/domain/recipes/recipe';
import { RECIPE_INSTRUCTIONS_MAX_LENGTH } from '@/domain/recipes/recipe-limits';
import { nextSeoUrl } from '@/domain/recipes/seo-url';
import { useCookbook } from '@/features/cookbook';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { useRecipes } from '../store';
import { ClassificationControls } from './classification-controls';
import { ImageField } from './image-field';
import { IngredientLinesEditor } from './ingredient-lines-editor';
import { TagPicker } from './tag-picker';

interface RecipeFormProps {
  existing: Recipe | null;
  initial: RecipeFormInput;
}

/** Creates or edits a recipe (spec B §2, §5); what was typed survives a failed save. */
export function RecipeForm({ existing, initial }: RecipeFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const saveRecipe = useRecipes((state) => state.saveRecipe);
  const setRecipeTag = useCookbook((state) => state.setRecipeTag);
  const [saveFailed, setSaveFailed] = useState(false);
  const { register, control, handleSubmit, formState, setValue, getValues } = useForm<RecipeFormInput, unknown, RecipeFormValues>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues: initial,
  });

  const isPublic = useWatch({ control, name: 'isPublic' });
  const name = useWatch({ control, name: 'name' });
  const previewSeoUrl = existing ? nextSeoUrl(existing, { isPublic: Boolean(isPublic), name: name ?? '' }, existing.id) : null;

  const onSubmit = async (values: RecipeFormValues) => {
    setSaveFailed(false);
    try {
      const id = await saveRecipe(toRecipeWrite(values), existing);
      if (!id) return;
      // The tags the form opened with: a later live change of the cookbook must not be undone here.
      const before = new Set((formState.defaultValues?.tagIds ?? []).filter((tagId): tagId is string => Boolean(tagId)));
      const after = new Set(values.tagIds);
      await Promise.all([
        ...[...after].filter((tagId) => !before.has(tagId)).map((tagId) => setRecipeTag(tagId, id, true)),
        ...[...before].filter((tagId) => !after.has(tagId)).map((tagId) => setRecipeTag(tagId, id, false)),
      ]);
      void navigate(paths.cookbook.href());
    } catch (error) {
      console.error('Recipe save failed', error);
      setSaveFailed(true);
    }
  };

  const numberField = 'w-full rounded-lg border border-stone-300 px-3 py-2';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      {saveFailed && <ErrorBox>{existing ? t('recipeForm.errors.save') : t('recipeForm.errors.create')}</ErrorBox>}

      <TextField label={t('recipeForm.name')} registration={register('name')} error={fieldError(formState.errors.name)} />

      <Controller control={control} name="image" render={({ field }) => <ImageField value={field.value ?? ''} onChange={field.onChange} />} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label={t('recipeForm.servings')} type="number" inputMode="numeric" min={1} registration={register('servings')} error={fieldError(formState.errors.servings)} />
        <TextField label={t('recipeForm.prepTime')} type="number" inputMode="numeric" min={0} registration={register('prepTime')} error={fieldError(formState.errors.prepTime)} />
        <TextField label={t('recipeForm.cookTime')} type="number" inputMode="numeric" min={0} registration={register('cookTime')} error={fieldError(formState.errors.cookTime)} />
      </div>

      <IngredientLinesEditor control={control} register={register} setValue={setValue} getLines={() => getValues('ingredients')} errors={formState.errors.ingredients} />

      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium text-stone-800">{t('recipeForm.instructions')}</span>
        <textarea rows={8} maxLength={RECIPE_INSTRUCTIONS_MAX_LENGTH} className={numberField} {...register('instructions')} />
      </label>

      <TextField label={t('recipeForm.sourceUrl')} type="url" inputMode="url" registration={register('sourceUrl')} error={fieldError(formState.errors.sourceUrl)} />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">{t('recipeForm.visibility')}</legend>
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <div role="radiogroup" aria-label={t('recipeForm.visibility')} className="flex w-fit rounded-lg bg-stone-100 p-1">
              {[false, true].map((option) => (
                <button
                  key={String(option)}
                  type="button"
                  role="radio"
                  aria-checked={Boolean(field.value) === option}
                  onClick={() => field.onChange(option)}
                  className={`rounded-md px-4 py-1.5 text-sm ${Boolean(field.value) === option ? 'bg-white font-semibold shadow-sm' : 'text-stone-600'}`}
                >
                  {option ? t('recipe.public') : t('recipe.private')}
                </button>
              ))}
            </div>
          )}
        />
        <p className="text-sm break-all text-stone-600" data-testid="visibility-hint">
          {!isPublic ? t('recipeForm.privateHint') : previewSeoUrl ? t('recipeForm.publicHint', { address: paths.recipeBySeoUrl.href(previewSeoUrl) }) : t('recipeForm.publicHintNew')}
        </p>
      </fieldset>

      <Controller control={control} name="tagIds" render={({ field }) => <TagPicker value={field.value ?? []} onChange={field.onChange} />} />

      <Controller
        control={control}
        name="classification"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">{t('recipeForm.classification')}</legend>
            <ClassificationControls
              value={{ ...createDefaultClassification(), ...field.value } as Classification}
              // Without an 'all' choice the selects only ever give a real difficulty and cost.
              onChange={(classification) => field.onChange(classification as Classification)}
            />
          </fieldset>
        )}
      />

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('recipeForm.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('recipeForm.saving') : t('recipeForm.save')}
        </Button>
      </div>
    </form>
  );
}
