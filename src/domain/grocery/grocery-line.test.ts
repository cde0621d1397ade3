import { describe, expect, it } from 'vitest';
import { isQuantityEditable } from './grocery-line';

describe('isQuantityEditable', () => {
  it('allows editing when the first source is a custom item', () => {
    expect(isQuantityEditable({ sources: [{ type: 'custom', id: 'c1' }, { type: 'mealEntry', id: 'e1' }] })).toBe(true);
  });

  it('refuses when the first source is a planned meal, or there is none', () => {
    expect(isQuantityEditable({ sources: [{ type: 'mealEntry', id: 'e1' }, { type: 'custom', id: 'c1' }] })).toBe(false);
    expect(isQuantityEditable({ sources: [] })).toBe(false);
  });
});
