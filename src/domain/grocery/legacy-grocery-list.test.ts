import { describe, expect, it } from 'vitest';
import { legacyGroceryListSchema } from './legacy-grocery-list';

const stored = {
  id: 'l1',
  name: 'Liste de courses du 11 mars',
  organizationId: 'o1',
  mealPlanId: 'p1',
  status: 'active',
  items: [{ id: 'i1', name: 'Lait', quantity: 2, unit: 'l', category: 'dairy', checked: true }],
  startDate: '2024-03-11',
  shareToken: 'tok',
  shareExpiry: 1_712_000_000,
  isPublic: true,
};

describe('legacyGroceryListSchema', () => {
  it('reads a shared legacy list with its items', () => {
    const list = legacyGroceryListSchema.parse(stored);
    expect(list.items[0]).toMatchObject({ name: 'Lait', quantity: 2, unit: 'liter', category: 'dairy', checked: true });
    expect(list.startDate).toEqual(new Date(2024, 2, 11));
    expect(list).toMatchObject({ shareToken: 'tok', shareExpiry: new Date(1_712_000_000_000), isPublic: true });
  });

  it('fills item defaults and files unknown aisles under other', () => {
    const list = legacyGroceryListSchema.parse({ ...stored, items: [{ id: 'i1', name: 'Chips', category: 'snacks' }] });
    expect(list.items[0]).toMatchObject({ quantity: 0, unit: 'piece', category: 'other', checked: false });
  });

  it('refuses an unknown status', () => {
    expect(legacyGroceryListSchema.safeParse({ ...stored, status: 'done' }).success).toBe(false);
  });
});
