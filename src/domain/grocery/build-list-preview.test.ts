import { describe, expect, it } from 'vitest';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food, stockOf, typed } from '@/testing/shopper-table';
import { frenchWords } from '@/testing/shopper-words';
import { aggregateGroceryList } from './aggregate-grocery-list';
import { listPreview } from './build-list-preview';
import { frenchSummaryWords } from './grocery-display';
import type { AggregatableRecipe, AggregationInput } from './grocery-line';
import { listPreviewSchema } from './list-preview';
import { buildShoppingList } from './shopping-list';

const quiche: AggregatableRecipe = {
  id: 'quiche',
  name: 'Quiche',
  servings: 4,
  ingredients: [
    { id: 'i1', ...food('oignon', 2, 'piece') },
    { id: 'i2', ...food('lait-demi-ecreme', 25, 'centiliter') },
    { id: 'i3', ...food('muscade', 0.5, 'teaspoon') },
  ],
};
const input: AggregationInput = {
  mealEntryRefs: { e1: { recipeId: 'quiche', portions: 4 } },
  customItems: { c1: { ...typed('Éponges', 2, 'piece'), checked: false } },
  checkedItems: {},
};
const shopping = buildShoppingList({
  items: aggregateGroceryList(input, new Map([[quiche.id, quiche]])),
  catalogue: shopperCatalogue,
  ticks: { 'food:oignon': { covered: { count: 2 } } },
  stock: stockOf([], { 'lait-demi-ecreme': { volume: 1000 } }),
});

describe('listPreview', () => {
  it('keeps each group as the shopper reads it: names, amounts and sources in words, ticks', () => {
    expect(listPreview('Courses de la semaine', shopping, frenchWords, frenchSummaryWords)).toEqual({
      name: 'Courses de la semaine',
      groups: [
        { kind: 'aisle', category: 'other', lines: [{ key: 'item:éponge', name: 'Éponges', amount: '2 pièces', summary: '', ticked: false }] },
        { kind: 'aisle', category: 'produce', lines: [{ key: 'food:oignon', name: 'oignon', amount: '2 pièces', summary: 'Quiche', ticked: true }] },
        { kind: 'cupboard', lines: [{ key: 'food:muscade', name: 'muscade', amount: 'à vérifier', summary: 'Quiche', ticked: false }] },
        { kind: 'inCupboard', lines: [{ key: 'food:lait-demi-ecreme', name: 'lait demi-écrémé', amount: '25 cl', summary: '', ticked: false }] },
      ],
    });
  });

  it('is what its schema reads back', () => {
    const preview = listPreview('Courses', shopping, frenchWords, frenchSummaryWords);
    expect(listPreviewSchema.parse(JSON.parse(JSON.stringify(preview)))).toEqual(preview);
  });
});
