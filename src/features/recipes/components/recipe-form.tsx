import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import type { RecipeDraft } from '@/domain/api/recipe-import';
import { createDefaultClassification, type Classification } from '@/domain/recipes/classification';
import { importedRecipeFormInput } from '@/domain/recipes/imported-recipe';
import { recipeFormSchema, toRecipeWrite, type RecipeFormInput, type RecipeFormValues, type RecipeWrite } from '@/domain/recipes/recipe-form';
import type { Recipe } from '@/domain/recipes/recipe';
import { nextSeoUrl } from '@/domain/recipes/seo-url';
import { withTypedFood } from '@/domain/recipes/typed-food-link';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { NumberField } from '@/ui/form/number-field';
import { TextArea } from '@/ui/form/text-area';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { useSchemaForm } from '@/ui/form/use-schema-form';
import { selectIngredientList, useIngredientCatalogue } from '../store/ingredient-catalogue';
import type { RecipeSaveResult } from '../store';
import { ClassificationControls } from './classification-controls';
import { ImageField } from './image-field';
import { IngredientLinesEditor } from './ingredient-lines-editor';

/** The recipe's tags when the form opened, and those picked since. */
export interface RecipeTagChoice {
  before: readonly string[];
  after: readonly string[];
}

interface RecipeFormProps {
  existing: Recipe | null;
  initial: RecipeFormInput;
  /** Saves the recipe and its tags in one go: the action of the feature that stores tags. */
  onSave: (fields: RecipeWrite, tags: RecipeTagChoice) => Promise<RecipeSaveResult>;
  /** Where the tags are picked, given by the feature that stores them. */
  tagPicker?: (field: { value: string[]; onChange: (tagIds: string[]) => void }) => ReactNode;
  /**
   * A page the import read (issue 14): it fills the form for review, over what the user chose.
   * Each import is a new object, so the same page imported again fills the form again.
   */
  imported?: { draft: RecipeDraft } | null;
}

/** Creates or edits a recipe (spec B §2, §5); what was typed survives a failed save. */
export function RecipeForm({ existing, initial, onSave, tagPicker, imported = null }: RecipeFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const [saveFailed, setSaveFailed] = useState(false);
  const { ingredients: catalogue } = useIngredientCatalogue(useShallow(selectIngredientList));
  const { register, control, handleSubmit, formState, setValue, getValues, reset } = useSchemaForm(recipeFormSchema, { defaultValues: initial });

  // Over the form as it stands, so a picture, visibility or tags picked before importing stay;
  // the defaults stay the opened form's, which the tag changes are counted from.
  useEffect(() => {
    if (imported) reset(importedRecipeFormInput(imported.draft, getValues(), () => crypto.randomUUID()), { keepDefaultValues: true });
  }, [imported, reset, getValues]);

  const isPublic = useWatch({ control, name: 'isPublic' });
  const name = useWatch({ control, name: 'name' });
  const previewSeoUrl = existing ? nextSeoUrl(existing, { isPublic: Boolean(isPublic), name: name ?? '' }, existing.id) : null;

  const onSubmit = async (values: RecipeFormValues) => {
    setSaveFailed(false);
    // The tags the form opened with: a later live change of the cookbook must not be undone here.
    const before = (formState.defaultValues?.tagIds ?? []).filter((tagId): tagId is string => Boolean(tagId));
    // Against the catalogue the lines' notes were shown with: each name is saved as the food the cook saw.
    const ingredients = values.ingredients.map((line) => withTypedFood(line, catalogue));
    const result = await onSave(toRecipeWrite({ ...values, ingredients }), { before, after: values.tagIds });
    if (result === 'saved') void navigate(paths.cookbook.href());
    if (result === 'failed') setSaveFailed(true);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      {saveFailed && <ErrorBox>{existing ? t('recipeForm.errors.save') : t('recipeForm.errors.create')}</ErrorBox>}

      <TextField label={t('recipeForm.name')} registration={register('name')} error={fieldError(formState.errors.name)} />

      <Controller control={control} name="image" render={({ field }) => <ImageField value={field.value ?? ''} onChange={field.onChange} />} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <NumberField label={t('recipeForm.servings')} inputMode="numeric" min={1} registration={register('servings')} error={fieldError(formState.errors.servings)} />
        <NumberField label={t('recipeForm.prepTime')} inputMode="numeric" min={0} registration={register('prepTime')} error={fieldError(formState.errors.prepTime)} />
        <NumberField label={t('recipeForm.cookTime')} inputMode="numeric" min={0} registration={register('cookTime')} error={fieldError(formState.errors.cookTime)} />
      </div>

      <IngredientLinesEditor control={control} register={register} setValue={setValue} getLines={() => getValues('ingredients')} errors={formState.errors.ingredients} />

      <TextArea
        label={t('recipeForm.instructions')}
        rows={8}
        registration={register('instructions')}
        error={fieldError(formState.errors.instructions)}
      />

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

      {tagPicker && <Controller control={control} name="tagIds" render={({ field }) => <>{tagPicker({ value: field.value ?? [], onChange: field.onChange })}</>} />}

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
        <Button type="submit" busy={formState.isSubmitting} busyLabel={t('recipeForm.saving')}>
          {t('recipeForm.save')}
        </Button>
      </div>
    </form>
  );
}
