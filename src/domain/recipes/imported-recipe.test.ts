import { describe, expect, it } from 'vitest';
import type { RecipeDraft } from '../api/recipe-import';
import { importedRecipeFormInput } from './imported-recipe';
import { newRecipeFormInput } from './recipe-form';

const draft: RecipeDraft = {
  name: 'Quiche lorraine',
  imageUrl: 'https://cuisine.example/quiche.jpg',
  prepMinutes: 20,
  cookMinutes: 40,
  totalMinutes: 60,
  servings: 6,
  ingredients: [
    { text: '200 g de lardons fumés', quantity: 200, unit: 'gram', name: 'lardon', standardIngredientId: 'lardon', category: 'deli' },
    { text: 'sel, poivre', quantity: 0, unit: 'piece', name: 'sel, poivre', standardIngredientId: null, category: 'other' },
  ],
  instructions: 'Préchauffer le four.\nEnfourner.',
  sourceUrl: 'https://cuisine.example/quiche',
  classification: { dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'easy', cost: 'cheap' },
};

let ids = 0;
const newLineId = () => `line-${(ids += 1)}`;

describe('importedRecipeFormInput', () => {
  it('fills the recipe fields, keeping the picture, visibility and tags the user chose', () => {
    const before = { ...newRecipeFormInput(4), image: '/recipes/quiche.svg', isPublic: true, tagIds: ['favoris'] };
    ids = 0;
    expect(importedRecipeFormInput(draft, before, newLineId)).toEqual({
      name: 'Quiche lorraine',
      servings: 6,
      prepTime: 20,
      cookTime: 40,
      sourceUrl: 'https://cuisine.example/quiche',
      instructions: 'Préchauffer le four.\nEnfourner.',
      ingredients: [
        { id: 'line-1', name: 'lardon', quantity: 200, unit: 'gram', category: 'deli', standardIngredientId: 'lardon' },
        { id: 'line-2', name: 'sel, poivre', quantity: '', unit: 'piece', category: 'other', standardIngredientId: null },
      ],
      isPublic: true,
      image: '/recipes/quiche.svg',
      tagIds: ['favoris'],
      classification: { dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'easy', cost: 'cheap' },
    });
  });

  it('keeps the household’s portions when the page gives none, and leaves unknown times blank', () => {
    const form = importedRecipeFormInput({ ...draft, servings: null, prepMinutes: null, cookMinutes: null, totalMinutes: null, sourceUrl: null }, newRecipeFormInput(3), newLineId);
    expect(form).toMatchObject({ servings: 3, prepTime: '', cookTime: '', sourceUrl: '' });
  });

  it('counts what a total leaves beyond the cooking time as preparation', () => {
    const only = (times: Partial<RecipeDraft>) => importedRecipeFormInput({ ...draft, prepMinutes: null, cookMinutes: null, ...times }, newRecipeFormInput(2), newLineId);
    expect(only({ totalMinutes: 135 })).toMatchObject({ prepTime: 135, cookTime: '' });
    expect(only({ totalMinutes: 60, cookMinutes: 45 })).toMatchObject({ prepTime: 15, cookTime: 45 });
    expect(only({ totalMinutes: 30, cookMinutes: 30 })).toMatchObject({ prepTime: '', cookTime: 30 });
  });
});
