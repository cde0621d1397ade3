import { describe, expect, it } from 'vitest';
import { groceryCategoryColors } from './categories';
import { sectionsByCategory } from './category-sections';

describe('sectionsByCategory', () => {
  const lines = [
    { name: 'Glaces', category: 'frozen' },
    { name: 'Lait', category: 'dairy' },
    { name: 'Éponges', category: 'other' },
    { name: 'Beurre', category: 'dairy' },
  ] as const;

  it('puts aisles in the spec\'s display order and leaves empty ones out', () => {
    expect(sectionsByCategory(lines).map((section) => section.category)).toEqual(['other', 'dairy', 'frozen']);
  });

  it('keeps the lines of an aisle in the order given', () => {
    const dairy = sectionsByCategory(lines).find((section) => section.category === 'dairy');
    expect(dairy?.lines.map((line) => line.name)).toEqual(['Lait', 'Beurre']);
  });

  it('gives each aisle its label key and colour', () => {
    const [other] = sectionsByCategory(lines);
    expect(other).toMatchObject({ labelKey: 'categories.other', color: groceryCategoryColors.other });
  });

  it('makes no section of no lines', () => {
    expect(sectionsByCategory([])).toEqual([]);
  });
});
