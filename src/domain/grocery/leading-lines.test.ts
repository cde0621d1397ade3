import { describe, expect, it } from 'vitest';
import { food, recipe, shopperList, typed } from '@/testing/shopper-table';
import { leadingLines } from './leading-lines';
import type { ShopperGroup } from './shopping-list';

const quiche = recipe('Quiche', 4, food('oignon', 1, 'piece'), food('lait-demi-ecreme', 25, 'centiliter'), food('muscade', 0.5, 'teaspoon'), food('ail', 1, 'piece'));
const { groups } = shopperList({ meals: [[quiche, 4]], custom: [typed('Éponges', 2, 'piece'), typed('Piles', 4, 'piece')] });
const keys = (shown: readonly ShopperGroup[]) => shown.flatMap((group) => group.lines.map((line) => line.key));
const labels = (shown: readonly ShopperGroup[]) => shown.map((group) => group.labelKey);

describe('leadingLines', () => {
  it('keeps the first lines in order, in their groups, and no group left empty', () => {
    const all = keys(groups);
    expect(groups.length).toBeGreaterThan(2);
    for (let count = 0; count <= all.length; count += 1) {
      const leading = leadingLines(groups, count);
      expect(keys(leading)).toEqual(all.slice(0, count));
      expect(labels(groups).slice(0, leading.length)).toEqual(labels(leading));
      expect(leading.every((group) => group.lines.length > 0)).toBe(true);
    }
  });

  it('gives the groups themselves when they hold no more than asked', () => {
    expect(leadingLines(groups, 1_000)).toEqual(groups);
    expect(leadingLines(groups, 1_000)[0]).toBe(groups[0]);
  });
});
