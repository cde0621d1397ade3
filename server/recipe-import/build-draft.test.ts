import { describe, expect, it } from 'vitest';
import { recipeDraftSchema } from '@domain/api/recipe-import.ts';
import { buildDraft } from './build-draft.ts';
import type { RecipeFields } from './recipe-fields.ts';

const fields = (name: string): RecipeFields => ({
  name,
  imageUrl: null,
  prepTime: undefined,
  cookTime: undefined,
  totalTime: undefined,
  recipeYield: undefined,
  ingredients: [],
  instructions: ['Mélanger.'],
  labels: [],
});

const noLine = () => ({ quantity: 0, unit: 'piece' as const, name: '', standardIngredientId: null });

describe('buildDraft', () => {
  it("puts the page's title on one line, so the recipe form can save it", () => {
    // What collapsing whitespace leaves: controls that are not spaces to JavaScript.
    const draft = buildDraft(fields('Tarte\u0001aux\u0085pommes\u001F'), null, [], noLine);
    expect(draft.name).toBe('Tarte aux pommes');
    expect(recipeDraftSchema.safeParse(draft).success).toBe(true);
  });
});
