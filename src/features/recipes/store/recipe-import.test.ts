import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecipeDraft } from '@/domain/api/recipe-import';
import { ApiError } from '@/lib/api-client';
import { requestRecipeImport } from '../data/recipe-import-api';
import { useRecipeImport } from './recipe-import';

// The store with the HTTP call to the API service stubbed.
vi.mock('../data/recipe-import-api', () => ({ requestRecipeImport: vi.fn() }));
const request = vi.mocked(requestRecipeImport);

const draft = { name: 'Quiche lorraine', imageUrl: 'https://cuisine.example/quiche.jpg' } as RecipeDraft;

// Braces: a function returned from beforeEach would be called as its teardown.
beforeEach(() => {
  request.mockReset();
  useRecipeImport.getState().reset();
});

describe('useRecipeImport', () => {
  it('is importing while the service reads the page, then hands the draft over with its picture', async () => {
    let answer: (draft: RecipeDraft) => void = () => undefined;
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const imported = useRecipeImport.getState().importFrom('https://cuisine.example/quiche');
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('https://cuisine.example/quiche'));
    expect(useRecipeImport.getState().status).toEqual({ state: 'importing' });
    answer(draft);
    expect(await imported).toBe(draft);
    expect(useRecipeImport.getState().status).toEqual({ state: 'imported', imageUrl: 'https://cuisine.example/quiche.jpg' });
  });

  it('keeps the service’s reason when it names one', async () => {
    request.mockRejectedValue(new ApiError(504, 'recipes.import.errors.timeout', true));
    expect(await useRecipeImport.getState().importFrom('https://lent.example/')).toBeNull();
    expect(useRecipeImport.getState().status).toEqual({ state: 'failed', error: 'recipes.import.errors.timeout' });
  });

  it('says the import failed when the service could not be reached', async () => {
    request.mockRejectedValue(new ApiError(0, 'api.unavailable', false));
    await useRecipeImport.getState().importFrom('https://cuisine.example/quiche');
    expect(useRecipeImport.getState().status).toEqual({ state: 'failed', error: 'recipes.import.errors.failed' });
  });
});
