import { useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { PastedIngredients } from '@/domain/recipes/pasted-ingredients';
import { firstIncompleteLineIndex, type RecipeFormInput, type RecipeFormValues } from '@/domain/recipes/recipe-form';
import { RECIPE_MAX_INGREDIENT_LINES } from '@/domain/recipes/recipe-limits';
import { typedFoodMatch } from '@/domain/recipes/typed-food-link';
import { DEFAULT_UNIT, unitLabelKey, units } from '@/domain/recipes/units';
import { Button } from '@/ui/button';
import { NumberField } from '@/ui/form/number-field';
import { SelectField } from '@/ui/form/select-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { selectIngredientList, useIngredientCatalogue } from '../store/ingredient-catalogue';
import { IngredientNameInput } from './ingredient-name-input';
import { IngredientPastePanel } from './ingredient-paste-panel';
import { TypedFoodNote } from './typed-food-note';

/** Pasted lines that need the cook's eye, by line id, until the field concerned is edited. */
interface PasteReview {
  unmatched: ReadonlySet<string>;
  withoutQuantity: ReadonlySet<string>;
}

const without = (ids: ReadonlySet<string>, id: string | undefined) => new Set([...ids].filter((candidate) => candidate !== id));

interface IngredientLinesEditorProps {
  control: Control<RecipeFormInput, unknown, RecipeFormValues>;
  register: UseFormRegister<RecipeFormInput>;
  setValue: UseFormSetValue<RecipeFormInput>;
  getLines: () => RecipeFormInput['ingredients'];
  errors: FieldErrors<RecipeFormInput>['ingredients'];
}

/**
 * Ingredient lines: catalogue suggestions, quantity and unit; no new line while one is incomplete,
 * nor past the limit. A pasted list adds its lines at the end, marking those to review. A name
 * typed without picking shows the catalogue food it will be saved as, which the cook may decline.
 */
export function IngredientLinesEditor({ control, register, setValue, getLines, errors }: IngredientLinesEditorProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const lines = useWatch({ control, name: 'ingredients' });
  const { ingredients: catalogue } = useIngredientCatalogue(useShallow(selectIngredientList));
  const nameInputs = useRef<(HTMLInputElement | null)[]>([]);
  const [review, setReview] = useState<PasteReview>({ unmatched: new Set(), withoutQuantity: new Set() });

  const addPasted = (pasted: PastedIngredients) => {
    if (pasted.lines.length > 0) append(pasted.lines, { shouldFocus: false });
    setReview(({ unmatched, withoutQuantity }) => ({
      unmatched: new Set([...unmatched, ...pasted.unmatchedIds]),
      withoutQuantity: new Set([...withoutQuantity, ...pasted.withoutQuantityIds]),
    }));
  };

  const add = () => {
    const incomplete = firstIncompleteLineIndex(getLines() ?? []);
    if (incomplete >= 0) return nameInputs.current[incomplete]?.focus();
    append({ id: crypto.randomUUID(), name: '', quantity: '', unit: DEFAULT_UNIT, category: 'other', standardIngredientId: null }, { shouldFocus: false });
    requestAnimationFrame(() => nameInputs.current[fields.length]?.focus());
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{t('recipeForm.ingredients')}</legend>
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const position = index + 1;
          const quantityError = fieldError(errors?.[index]?.quantity);
          const line = lines?.[index];
          const lineId = line?.id;
          const match = line ? typedFoodMatch(line, catalogue) : null;
          const unmatched = !match && lineId !== undefined && review.unmatched.has(lineId);
          const withoutQuantity = lineId !== undefined && review.withoutQuantity.has(lineId);
          const noteId = `ingredient-review-${field.id}`;
          return (
            <li key={field.id} className={`flex flex-col gap-1 ${unmatched || withoutQuantity ? 'border-l-4 border-amber-500 pl-2' : ''}`}>
              <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
                <Controller
                  control={control}
                  name={`ingredients.${index}.name`}
                  render={({ field: nameField }) => (
                    <IngredientNameInput
                      label={t('recipeForm.ingredientName', { index: position })}
                      value={nameField.value ?? ''}
                      describedBy={match ? `${noteId}-link` : unmatched ? `${noteId}-food` : undefined}
                      inputRef={(element) => {
                        nameInputs.current[index] = element;
                        nameField.ref(element);
                      }}
                      onChange={(name) => {
                        nameField.onChange(name);
                        setReview((current) => ({ ...current, unmatched: without(current.unmatched, lineId) }));
                        // A typed name is a custom ingredient until one of the catalogue is picked.
                        setValue(`ingredients.${index}.standardIngredientId`, null);
                      }}
                      onPick={(ingredient) => {
                        nameField.onChange(ingredient.name);
                        setReview((current) => ({ ...current, unmatched: without(current.unmatched, lineId) }));
                        setValue(`ingredients.${index}.standardIngredientId`, ingredient.id);
                        setValue(`ingredients.${index}.declinedFoodId`, null);
                        setValue(`ingredients.${index}.category`, ingredient.category);
                        if (ingredient.preferredUnit) setValue(`ingredients.${index}.unit`, ingredient.preferredUnit);
                      }}
                    />
                  )}
                />
                <NumberField
                  label={t('recipeForm.quantity', { index: position })}
                  hideLabel
                  className="w-24 shrink-0"
                  min={0}
                  step={1}
                  registration={register(`ingredients.${index}.quantity`, {
                    onChange: () => setReview((current) => ({ ...current, withoutQuantity: without(current.withoutQuantity, lineId) })),
                  })}
                  error={quantityError}
                  aria-describedby={!quantityError && withoutQuantity ? `${noteId}-quantity` : undefined}
                />
                <SelectField label={t('recipeForm.unit', { index: position })} hideLabel className="shrink-0" registration={register(`ingredients.${index}.unit`)}>
                  {units.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(unitLabelKey(unit))}
                    </option>
                  ))}
                </SelectField>
                <Button variant="secondary" aria-label={t('recipeForm.removeIngredient', { index: position })} onClick={() => remove(index)}>
                  ×
                </Button>
              </div>
              {match && (
                <TypedFoodNote
                  id={`${noteId}-link`}
                  position={position}
                  match={match}
                  onDecline={() => setValue(`ingredients.${index}.declinedFoodId`, match.food.id)}
                  onAccept={() => setValue(`ingredients.${index}.declinedFoodId`, null)}
                />
              )}
              {unmatched && (
                <p id={`${noteId}-food`} className="text-sm text-amber-900">
                  {t('recipes.paste.unmatchedLine')}
                </p>
              )}
              {withoutQuantity && (
                <p id={`${noteId}-quantity`} className="text-sm text-amber-900">
                  {t('recipes.paste.withoutQuantityLine')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {fields.length < RECIPE_MAX_INGREDIENT_LINES ? (
        <Button variant="secondary" className="self-start" onClick={add}>
          {t('recipeForm.addIngredient')}
        </Button>
      ) : (
        <p className="text-sm text-stone-600">{t('recipeForm.ingredientsLimit', { max: RECIPE_MAX_INGREDIENT_LINES })}</p>
      )}
      <IngredientPastePanel room={RECIPE_MAX_INGREDIENT_LINES - fields.length} onAdd={addPasted} />
    </fieldset>
  );
}
