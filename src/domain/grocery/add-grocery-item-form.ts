import { z } from 'zod';
import { DEFAULT_UNIT, units } from '../recipes/units';
import { singleLineText } from '../shared/single-line';
import { DEFAULT_GROCERY_CATEGORY, groceryCategorySchema } from './categories';
import { GROCERY_ITEM_NAME_MAX_LENGTH } from './grocery-list';

/** What the form says is wrong, as codes the screen turns into text (grocery.addItem.errors.{code}). */
export const addGroceryItemErrors = ['nameRequired', 'nameTooLong', 'nameNotSingleLine', 'quantityInvalid'] as const;

export type AddGroceryItemError = (typeof addGroceryItemErrors)[number];

export function isAddGroceryItemError(code: unknown): code is AddGroceryItemError {
  return addGroceryItemErrors.some((known) => known === code);
}

/**
 * The quantity as the field holds it: text (a blank field is ''), where a French keyboard may
 * type a decimal comma, or a number. Blank reads as undefined, anything else as the number it spells.
 */
function readQuantity(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/**
 * The add-item form (spec B §5, "Add grocery item"): a name, typed or picked from the catalogue;
 * a quantity, rounded to a whole number that must be at least 1; a unit, pieces unless chosen;
 * an aisle, "other" unless chosen or taken from the picked ingredient. Its output is what the
 * store's addCustomItem takes.
 */
export const addGroceryItemFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'nameRequired' })
    .max(GROCERY_ITEM_NAME_MAX_LENGTH, { error: 'nameTooLong' })
    .regex(singleLineText, { error: 'nameNotSingleLine' }),
  quantity: z
    .union([z.number(), z.string()], { error: 'quantityInvalid' })
    .transform(readQuantity)
    .pipe(z.number({ error: 'quantityInvalid' }))
    .transform(Math.round)
    .pipe(z.int({ error: 'quantityInvalid' }).min(1, { error: 'quantityInvalid' })),
  unit: z.enum(units).default(DEFAULT_UNIT),
  category: groceryCategorySchema.default(DEFAULT_GROCERY_CATEGORY),
  standardIngredientId: z
    .string()
    .min(1)
    .nullish()
    .transform((id) => id ?? null),
});

export type AddGroceryItemFormInput = z.input<typeof addGroceryItemFormSchema>;
export type AddGroceryItemFormValues = z.output<typeof addGroceryItemFormSchema>;

/** A blank form: no name, no quantity, in pieces, in the "other" aisle. */
export function newAddGroceryItemFormInput(): AddGroceryItemFormInput {
  return { name: '', quantity: '', unit: DEFAULT_UNIT, category: DEFAULT_GROCERY_CATEGORY, standardIngredientId: null };
}

/** The form can be sent once it has a name and a quantity (spec B §5); the schema judges the rest. */
export function hasNameAndQuantity({ name, quantity }: Pick<AddGroceryItemFormInput, 'name' | 'quantity'>): boolean {
  return name.trim() !== '' && String(quantity).trim() !== '';
}
