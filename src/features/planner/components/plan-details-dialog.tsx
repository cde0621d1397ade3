import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAX_PORTIONS, portionsSchema } from '@/domain/planner/meal-entry';
import { mealTypeLabelKey, mealTypes, mealTypeSchema, type MealType } from '@/domain/planner/meal-types';
import type { Recipe } from '@/domain/recipes/recipe';
import { RecipeImage } from '@/features/recipes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { NumberField } from '@/ui/form/number-field';
import { useIsMobile } from '../hooks/use-is-mobile';

export interface PlanDetails {
  portions: number;
  mealType: MealType | null;
}

// The portions as the database takes them; the meal type is only required by 'Ajouter' ('Passer' sends none).
const detailsSchema = z.object({ portions: portionsSchema, mealType: mealTypeSchema.nullable() });

/**
 * Asked once a recipe and a day are chosen (spec B §2, §4): how many portions, and which meal,
 * or 'Passer' to plan it with no meal type.
 */
export function PlanDetailsDialog({
  recipe,
  defaultPortions,
  onConfirm,
  onClose,
}: {
  recipe: Recipe;
  defaultPortions: number;
  onConfirm: (details: PlanDetails) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const mealTypeErrorId = useId();

  return (
    <Dialog title={t('plannerPicker.details.title')} onClose={onClose} closeLabel={t('plannerPicker.details.close')} placement={isMobile ? 'bottom' : 'center'}>
      <div className="-mt-1 mb-4 flex items-center gap-3">
        <RecipeImage src={recipe.image} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-md bg-stone-100" />
        <p className="line-clamp-2 font-medium text-stone-800">{recipe.name}</p>
      </div>
      <Form
        schema={detailsSchema}
        options={{ defaultValues: { portions: defaultPortions, mealType: null } }}
        onSubmit={(values, form) => {
          if (values.mealType === null) return form.setError('mealType', { type: 'required' });
          onConfirm({ portions: values.portions, mealType: values.mealType });
        }}
        className="flex flex-col gap-4"
      >
        {(form) => {
          const { errors } = form.formState;
          const skip = async () => {
            if (await form.trigger('portions')) onConfirm({ portions: form.getValues('portions'), mealType: null });
          };
          return (
            <>
              <NumberField
                label={t('plannerPicker.details.portions')}
                inputMode="numeric"
                min={1}
                max={MAX_PORTIONS}
                step={1}
                registration={form.register('portions', { valueAsNumber: true })}
                error={errors.portions ? t('plannerPicker.details.portionsInvalid', { max: MAX_PORTIONS }) : undefined}
              />
              <fieldset aria-describedby={errors.mealType ? mealTypeErrorId : undefined}>
                <legend className="mb-2 text-sm font-medium text-stone-800">{t('plannerPicker.details.mealType')}</legend>
                <div className="grid grid-cols-2 gap-2">
                  {mealTypes.map((mealType) => (
                    <label
                      key={mealType}
                      className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white px-2 text-sm font-medium text-stone-800 hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
                    >
                      <input
                        type="radio"
                        value={mealType}
                        className="sr-only"
                        {...form.register('mealType', { onChange: () => form.clearErrors('mealType') })}
                      />
                      {t(mealTypeLabelKey(mealType))}
                    </label>
                  ))}
                </div>
                {errors.mealType && (
                  <p id={mealTypeErrorId} className="mt-1 text-sm text-red-700">
                    {t('plannerPicker.details.mealTypeRequired')}
                  </p>
                )}
              </fieldset>
              <div className="flex justify-end gap-2">
                <Button variant="secondary" className="min-h-11" onClick={() => void skip()}>
                  {t('plannerPicker.details.skip')}
                </Button>
                <Button type="submit" className="min-h-11">
                  {t('plannerPicker.details.add')}
                </Button>
              </div>
            </>
          );
        }}
      </Form>
    </Dialog>
  );
}
