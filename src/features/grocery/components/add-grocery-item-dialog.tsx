import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import {
  addGroceryItemFormSchema,
  hasNameAndQuantity,
  isAddGroceryItemError,
  newAddGroceryItemFormInput,
  type AddGroceryItemError,
  type AddGroceryItemFormValues,
} from '@/domain/grocery/add-grocery-item-form';
import { groceryCategories, groceryCategoryLabelKey } from '@/domain/grocery/categories';
import { GROCERY_ITEM_NAME_MAX_LENGTH } from '@/domain/grocery/grocery-list';
import { unitLabelKey, units } from '@/domain/recipes/units';
import { IngredientNameInput } from '@/features/recipes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorBox } from '@/ui/error-box';
import { Form } from '@/ui/form/form';
import { NumberField } from '@/ui/form/number-field';
import { SelectField } from '@/ui/form/select-field';
import { selectGroceryError } from '../store/selectors';
import { useGrocery } from '../store';
import { selectAddCustomItem } from '../store/selectors';

/**
 * 'Ajouter un article' (spec B §2, §5): a name typed or picked from the ingredient catalogue
 * (picking brings its aisle and usual unit), a quantity, a unit and an aisle. Sending waits for
 * a name and a quantity; the item is added to the active list, or to a new one when the
 * household has none. Closes once added; a refusal keeps everything typed, under the store's
 * message. Opened from the list page and from the Créer menu of any screen.
 */
export function AddGroceryItemDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const addCustomItem = useGrocery(selectAddCustomItem);
  const { error } = useGrocery(useShallow(selectGroceryError));
  const [refused, setRefused] = useState(false);
  const nameInput = useRef<HTMLInputElement | null>(null);

  // After the dialog's own focus (its close button): the name is what one types first.
  useEffect(() => nameInput.current?.focus(), []);

  const submit = async (values: AddGroceryItemFormValues) => {
    setRefused(false);
    if ((await addCustomItem(values)).ok) onClose();
    else setRefused(true);
  };

  // The schema's codes as text; anything else it might say about a field reads as that field's usual fault.
  const fieldError = (message: string | undefined, usual: AddGroceryItemError) =>
    message === undefined ? undefined : t(`grocery.addItem.errors.${isAddGroceryItemError(message) ? message : usual}`, { max: GROCERY_ITEM_NAME_MAX_LENGTH });

  return (
    <Dialog title={t('grocery.addItem.title')} onClose={onClose} closeLabel={t('grocery.addItem.close')}>
      <Form schema={addGroceryItemFormSchema} onSubmit={submit} options={{ defaultValues: newAddGroceryItemFormInput() }} className="flex flex-col gap-4">
        {({ control, register, setValue, watch, formState: { errors, isSubmitting } }) => (
          <>
            <Controller
              control={control}
              name="name"
              render={({ field }) => (
                <IngredientNameInput
                  label={t('grocery.addItem.name')}
                  hideLabel={false}
                  inlineSuggestions
                  value={field.value}
                  error={fieldError(errors.name?.message, 'nameRequired')}
                  inputRef={(element) => {
                    nameInput.current = element;
                    field.ref(element);
                  }}
                  onChange={(name) => {
                    field.onChange(name);
                    // A typed name is an item of its own until one of the catalogue is picked.
                    setValue('standardIngredientId', null);
                  }}
                  onPick={(ingredient) => {
                    field.onChange(ingredient.name);
                    setValue('standardIngredientId', ingredient.id);
                    setValue('category', ingredient.category);
                    if (ingredient.preferredUnit) setValue('unit', ingredient.preferredUnit);
                  }}
                />
              )}
            />
            <div className="flex gap-3">
              <NumberField
                label={t('grocery.addItem.quantity')}
                inputMode="numeric"
                min={1}
                step={1}
                className="w-28 shrink-0"
                registration={register('quantity')}
                error={fieldError(errors.quantity?.message, 'quantityInvalid')}
              />
              <SelectField label={t('grocery.addItem.unit')} className="min-w-0 flex-1" registration={register('unit')}>
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(unitLabelKey(unit))}
                  </option>
                ))}
              </SelectField>
            </div>
            <SelectField label={t('grocery.addItem.category')} registration={register('category')}>
              {groceryCategories.map((category) => (
                <option key={category} value={category}>
                  {t(groceryCategoryLabelKey(category))}
                </option>
              ))}
            </SelectField>
            {refused && error && <ErrorBox>{t(error)}</ErrorBox>}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" className="min-h-11" onClick={onClose}>
                {t('grocery.addItem.cancel')}
              </Button>
              <Button
                type="submit"
                className="min-h-11"
                disabled={!hasNameAndQuantity({ name: watch('name'), quantity: watch('quantity') })}
                busy={isSubmitting}
                busyLabel={t('grocery.addItem.adding')}
              >
                {t('grocery.addItem.submit')}
              </Button>
            </div>
          </>
        )}
      </Form>
    </Dialog>
  );
}
