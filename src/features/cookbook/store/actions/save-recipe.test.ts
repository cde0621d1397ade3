import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import type { RecipeWrite } from '@/domain/recipes/recipe-form';
import { useHousehold } from '@/features/household';
import { useRecipes, type RecipeSave } from '@/features/recipes';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold } from '@/testing/sessions';
import * as data from '../../data';
import { useCookbook } from '../index';

// The workflow across the recipes and cookbook stores: one batched write, its changes shown at
// once and undone when it is refused. The batch itself (a real write the rules accept) is
// tested against the emulator in tests/rules/cookbooks.test.ts; here it only lands or fails.
vi.mock('../../data', () => ({ saveRecipeWithTags: vi.fn() }));

const saveRecipeWithTags = vi.mocked(data.saveRecipeWithTags);

const stored = recipeSchema.parse({ id: 'r1', name: 'Tarte', servings: 6, organizationId: 'org-1', createdBy: { id: 'user-1' } });
const fields: RecipeWrite = { name: 'Tarte fine', servings: 6, instructions: '', ingredients: [], isPublic: false, classification: stored.classification };
const edited: Recipe = { ...stored, name: 'Tarte fine' };

function cookbook() {
  return cookbookSchema.parse({
    id: 'org-1',
    organizationId: 'org-1',
    tags: {
      favoris: { name: 'Favoris', color: '#E0BC00', recipeIds: ['r1'] },
      desserts: { name: 'Desserts', color: '#4CAF50', recipeIds: ['r9'] },
    },
  });
}

const tagged = (recipeId: string) =>
  Object.values(useCookbook.getState().cookbook?.tags ?? {})
    .filter((tag) => tag.recipeIds.includes(recipeId))
    .map((tag) => tag.id);

let save: RecipeSave;

beforeEach(() => {
  save = { id: 'r1', write: vi.fn(), recipe: edited, landed: vi.fn() };
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: buildHousehold() });
  useRecipes.setState({ householdRecipes: [stored], householdRecipesStatus: 'loaded', recipesById: { r1: stored, r7: null }, planSave: () => save });
  useCookbook.setState({ cookbook: cookbook(), status: 'loaded' });
});

afterEach(() => {
  saveRecipeWithTags.mockReset();
  resetAllStores();
});

describe('saveRecipe', () => {
  it('writes the recipe and the tags it joins and leaves in one batch, and shows both at once', async () => {
    let resolve = () => {};
    saveRecipeWithTags.mockReturnValue(new Promise<void>((done) => (resolve = done)));
    const saving = useCookbook.getState().saveRecipe(fields, stored, { before: ['favoris'], after: ['desserts'] });

    expect(useRecipes.getState().householdRecipes).toEqual([edited]);
    expect(tagged('r1')).toEqual(['desserts']);
    // The planner's and the list's copies, read by id, show it too.
    expect(useRecipes.getState().recipesById).toEqual({ r1: edited, r7: null });
    resolve();
    expect(await saving).toBe('saved');
    expect(saveRecipeWithTags).toHaveBeenCalledExactlyOnceWith(save, 'org-1', { added: ['desserts'], removed: ['favoris'] });
    expect(save.landed).toHaveBeenCalledOnce();
  });

  it('puts the recipe and its tags back when the batch is refused, and says it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveRecipeWithTags.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));

    expect(await useCookbook.getState().saveRecipe(fields, stored, { before: ['favoris'], after: ['desserts'] })).toBe('failed');
    expect(useRecipes.getState().householdRecipes).toEqual([stored]);
    expect(useRecipes.getState().recipesById).toEqual({ r1: stored, r7: null });
    expect(tagged('r1')).toEqual(['favoris']);
    expect(useCookbook.getState().cookbook?.tags.desserts?.recipeIds).toEqual(['r9']);
    expect(save.landed).not.toHaveBeenCalled();
  });

  it('takes a new recipe out of the list again when its creation is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const created = { ...edited, id: 'r2' };
    save = { id: 'r2', write: vi.fn(), recipe: created, landed: vi.fn() };
    saveRecipeWithTags.mockRejectedValue(new Error('offline'));

    expect(await useCookbook.getState().saveRecipe(fields, null, { before: [], after: ['desserts'] })).toBe('failed');
    expect(useRecipes.getState().householdRecipes).toEqual([stored]);
    // Nothing read it by id: it appears there only once something shows it.
    expect(useRecipes.getState().recipesById).toEqual({ r1: stored, r7: null });
    expect(tagged('r2')).toEqual([]);
  });

  it('does nothing without a household (spec B §6)', async () => {
    useRecipes.setState({ planSave: () => null });
    expect(await useCookbook.getState().saveRecipe(fields, null, { before: [], after: [] })).toBe('noHousehold');
    expect(saveRecipeWithTags).not.toHaveBeenCalled();
  });
});
