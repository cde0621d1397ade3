import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isInCupboard, pantryEntrySchema } from '../../src/domain/cupboard/pantry-entry.ts';
import catalogueJson from '../../src/domain/recipes/standard-ingredients.json';
import { standardIngredientSchema } from '../../src/domain/recipes/standard-ingredient.ts';
import { buildDemoCupboard } from './demo-cupboard.ts';

const catalogue = new Set(z.array(standardIngredientSchema).parse(catalogueJson).map((food) => food.id));

describe('the demo cupboard', () => {
  const entries = buildDemoCupboard('org-demo', new Date(2026, 2, 25, 10, 30));

  it('stocks 8 to 12 foods of the catalogue, under their derived ids, in the shape the app reads', () => {
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.length).toBeLessThanOrEqual(12);
    for (const { id, data } of entries) {
      expect(catalogue.has(data.foodId), data.foodId).toBe(true);
      expect(id).toBe(`org-demo_${data.foodId}`);
      const read = pantryEntrySchema.parse({ ...data, updatedAt: data.updatedAt.toDate() });
      expect(isInCupboard(read), data.foodId).toBe(true);
    }
  });

  it('keeps a couple of staples', () => {
    expect(entries.filter(({ data }) => data.staple).length).toBeGreaterThanOrEqual(2);
  });
});
