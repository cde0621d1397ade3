import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { standardIngredientSchema, type StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { resetAllStores } from '@/lib/create-store';
import { useIngredientCatalogue } from './ingredient-catalogue-store';

// The catalogue the list names its lines by: this device's copy first, then the server's.

const data = vi.hoisted(() => ({
  fetchCachedStandardIngredients: vi.fn<() => Promise<StandardIngredient[]>>(),
  fetchStandardIngredients: vi.fn<() => Promise<StandardIngredient[]>>(),
}));
vi.mock('./data', () => data);

const food = (id: string, name: string) => standardIngredientSchema.parse({ id, name, language: 'fr', category: 'dairy' });
const milk = food('lait-demi-ecreme', 'lait demi-écrémé');
const butter = food('beurre', 'beurre');

beforeEach(() => {
  resetAllStores();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

/** A promise the test answers when it chooses. */
function later<T>() {
  let answer!: (value: T) => void;
  let refuse!: (cause: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

describe('the ingredient catalogue', () => {
  it("answers from this device's copy before the server does, then takes the server's", async () => {
    const server = later<StandardIngredient[]>();
    data.fetchCachedStandardIngredients.mockResolvedValue([milk]);
    data.fetchStandardIngredients.mockReturnValue(server.promise);
    const loading = useIngredientCatalogue.getState().load();
    await vi.waitFor(() => expect(useIngredientCatalogue.getState().status).toBe('loaded'));
    expect([...useIngredientCatalogue.getState().byId.keys()]).toEqual(['lait-demi-ecreme']);
    server.answer([milk, butter]);
    await loading;
    expect([...useIngredientCatalogue.getState().byId.keys()]).toEqual(['lait-demi-ecreme', 'beurre']);
    expect(useIngredientCatalogue.getState().search('beur').map((found) => found.id)).toEqual(['beurre']);
  });

  it('waits for the server when this device never read it', async () => {
    const server = later<StandardIngredient[]>();
    data.fetchCachedStandardIngredients.mockResolvedValue([]);
    data.fetchStandardIngredients.mockReturnValue(server.promise);
    const loading = useIngredientCatalogue.getState().load();
    await Promise.resolve();
    expect(useIngredientCatalogue.getState().status).toBe('loading');
    server.answer([milk]);
    await loading;
    expect(useIngredientCatalogue.getState().status).toBe('loaded');
  });

  it("keeps this device's copy when the server cannot answer, and fails only without one", async () => {
    data.fetchCachedStandardIngredients.mockResolvedValue([milk]);
    data.fetchStandardIngredients.mockRejectedValue(new Error('unavailable'));
    await useIngredientCatalogue.getState().load();
    expect(useIngredientCatalogue.getState()).toMatchObject({ status: 'loaded', ingredients: [milk] });

    resetAllStores();
    data.fetchCachedStandardIngredients.mockResolvedValue([]);
    await useIngredientCatalogue.getState().load();
    expect(useIngredientCatalogue.getState().status).toBe('failed');
  });

  it('reads once however many screens ask', async () => {
    data.fetchCachedStandardIngredients.mockResolvedValue([]);
    data.fetchStandardIngredients.mockResolvedValue([milk]);
    await Promise.all([useIngredientCatalogue.getState().load(), useIngredientCatalogue.getState().load()]);
    await useIngredientCatalogue.getState().load();
    expect(data.fetchStandardIngredients).toHaveBeenCalledTimes(1);
  });
});
