import { describe, expect, it } from 'vitest';
import {
  compareGroceryCategories,
  groceryCategories,
  groceryCategoryColors,
  groceryCategoryLabelKey,
  groceryCategorySchema,
  storedGroceryCategorySchema,
} from './categories';

describe('grocery categories', () => {
  it('sorts aisles into the display order of spec B §3', () => {
    const shuffled = ['frozen', 'other', 'dairy', 'produce', 'beverages'] as const;
    expect([...shuffled].sort(compareGroceryCategories)).toEqual(['other', 'produce', 'dairy', 'beverages', 'frozen']);
  });

  it('gives every aisle its own hex colour', () => {
    const colors = groceryCategories.map((category) => groceryCategoryColors[category]);
    expect(colors.every((color) => /^#[0-9A-F]{6}$/.test(color))).toBe(true);
    expect(new Set(colors).size).toBe(groceryCategories.length);
  });

  it('refuses unknown aisles in written data', () => {
    expect(groceryCategorySchema.safeParse('snacks').success).toBe(false);
  });

  it('files unknown or missing stored aisles under other', () => {
    expect(storedGroceryCategorySchema.parse('dairy')).toBe('dairy');
    expect(storedGroceryCategorySchema.parse('snacks')).toBe('other');
    expect(storedGroceryCategorySchema.parse(undefined)).toBe('other');
    expect(storedGroceryCategorySchema.parse(null)).toBe('other');
  });

  it('builds the label key', () => {
    expect(groceryCategoryLabelKey('sweetGrocery')).toBe('categories.sweetGrocery');
  });
});
