import { z } from 'zod';

/** Grocery aisles in the order the list displays them (spec B §3). */
export const groceryCategories = [
  'other',
  'produce',
  'meat',
  'seafood',
  'deli',
  'dairy',
  'bakery',
  'sweetGrocery',
  'savoryGrocery',
  'condiments',
  'beverages',
  'frozen',
] as const;

export type GroceryCategory = (typeof groceryCategories)[number];

export const DEFAULT_GROCERY_CATEGORY: GroceryCategory = 'other';

/** One distinct hue per aisle so neighbouring groups stay easy to tell apart. */
export const groceryCategoryColors: Readonly<Record<GroceryCategory, string>> = {
  other: '#9E9E9E',
  produce: '#43A047',
  meat: '#E53935',
  seafood: '#1E88E5',
  deli: '#D81B60',
  dairy: '#FDD835',
  bakery: '#8D6E63',
  sweetGrocery: '#8E24AA',
  savoryGrocery: '#FB8C00',
  condiments: '#C0CA33',
  beverages: '#00ACC1',
  frozen: '#3949AB',
};

export function isGroceryCategory(value: unknown): value is GroceryCategory {
  return groceryCategories.some((category) => category === value);
}

/** Strict: for forms and anything the app writes. */
export const groceryCategorySchema = z.enum(groceryCategories);

/** For stored data: a missing or unknown aisle is what the "other" aisle is for. */
export const storedGroceryCategorySchema = z
  .string()
  .nullish()
  .transform((category): GroceryCategory => (isGroceryCategory(category) ? category : DEFAULT_GROCERY_CATEGORY));

export function groceryCategoryLabelKey(category: GroceryCategory): `categories.${GroceryCategory}` {
  return `categories.${category}`;
}

/** Sorts aisles into display order. */
export function compareGroceryCategories(a: GroceryCategory, b: GroceryCategory): number {
  return groceryCategories.indexOf(a) - groceryCategories.indexOf(b);
}
