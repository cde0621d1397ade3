import { describe, expect, it } from 'vitest';
import { addGroceryItemFormSchema, hasNameAndQuantity, newAddGroceryItemFormInput } from './add-grocery-item-form';
import { GROCERY_ITEM_NAME_MAX_LENGTH } from './grocery-list';

const filled = (overrides: Record<string, unknown> = {}) => ({ ...newAddGroceryItemFormInput(), name: 'Pommes', quantity: '6', ...overrides });

function errorsOf(input: Record<string, unknown>) {
  const result = addGroceryItemFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('add grocery item form', () => {
  it('gives what addCustomItem takes: trimmed name, whole quantity, pieces in the "other" aisle by default', () => {
    expect(addGroceryItemFormSchema.parse(filled({ name: '  Pommes ' }))).toEqual({
      name: 'Pommes',
      quantity: 6,
      unit: 'piece',
      category: 'other',
      standardIngredientId: null,
    });
  });

  it('keeps a picked catalogue ingredient, its unit and its aisle', () => {
    expect(addGroceryItemFormSchema.parse(filled({ name: 'Farine', quantity: 500, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'std-farine' }))).toEqual({
      name: 'Farine',
      quantity: 500,
      unit: 'gram',
      category: 'sweetGrocery',
      standardIngredientId: 'std-farine',
    });
  });

  it.each([
    ['2.6', 3],
    ['2,4', 2],
    ['0.5', 1],
    [' 12 ', 12],
    [7.5, 8],
  ])('rounds the quantity %j to %j', (quantity, rounded) => {
    expect(addGroceryItemFormSchema.parse(filled({ quantity })).quantity).toBe(rounded);
  });

  it.each(['', '0', '0.4', '-2', 'beaucoup', Number.NaN])('refuses the quantity %j', (quantity) => {
    expect(errorsOf(filled({ quantity }))).toEqual([['quantity', 'quantityInvalid']]);
  });

  it('refuses a blank name and one past the stored limit', () => {
    expect(errorsOf(filled({ name: '   ' }))).toEqual([['name', 'nameRequired']]);
    expect(errorsOf(filled({ name: 'x'.repeat(GROCERY_ITEM_NAME_MAX_LENGTH + 1) }))).toEqual([['name', 'nameTooLong']]);
    expect(errorsOf(filled({ name: 'x'.repeat(GROCERY_ITEM_NAME_MAX_LENGTH) }))).toEqual([]);
  });

  it('refuses a name holding a tab or a line break, such as a pasted spreadsheet cell', () => {
    expect(errorsOf(filled({ name: 'Pommes\t6' }))).toEqual([['name', 'nameNotSingleLine']]);
    expect(errorsOf(filled({ name: 'Pommes\r\nPoires' }))).toEqual([['name', 'nameNotSingleLine']]);
  });

  it('can be sent only with a name and a quantity', () => {
    expect(hasNameAndQuantity(newAddGroceryItemFormInput())).toBe(false);
    expect(hasNameAndQuantity({ name: 'Pommes', quantity: '' })).toBe(false);
    expect(hasNameAndQuantity({ name: '  ', quantity: '2' })).toBe(false);
    expect(hasNameAndQuantity({ name: 'Pommes', quantity: '0' })).toBe(true);
    expect(hasNameAndQuantity({ name: 'Pommes', quantity: 3 })).toBe(true);
  });
});
