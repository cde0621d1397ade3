import { describe, expect, it } from 'vitest';
import { groceryListName } from './grocery-list-name';

describe('groceryListName', () => {
  it('names a list after the day it opens, in French', () => {
    expect(groceryListName(new Date(2026, 10, 23))).toBe('Liste de courses du 23 novembre');
    expect(groceryListName(new Date(2027, 0, 1))).toBe('Liste de courses du 1 janvier');
  });
});
