import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { standardIngredientSchema, type StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { resetAllStores } from '@/lib/create-store';
import { useIngredientCatalogue } from './ingredient-catalogue';

// The catalogue the list names its lines by and the forms search: read once, indexed once.

const data = vi.hoisted(() => ({ fetchStandardIngredients: vi.fn<() => Promise<StandardIngredient[]>>() }));
vi.mock('../data/catalogue-rest', () => data);

const food = (id: string, name: string) => standardIngredientSchema.parse({ id, name, language: 'fr', category: 'dairy' });
const milk = food('lait-demi-ecreme', 'lait demi-écrémé');
const butter = food('beurre', 'beurre');

beforeEach(() => {
  resetAllStores();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the ingredient catalogue', () => {
  it('indexes what it read by id and for the search', async () => {
    data.fetchStandardIngredients.mockResolvedValue([milk, butter]);
    const loading = useIngredientCatalogue.getState().load();
    expect(useIngredientCatalogue.getState().status).toBe('loading');
    await loading;
    expect(useIngredientCatalogue.getState().status).toBe('loaded');
    expect(useIngredientCatalogue.getState().byId.get('beurre')).toEqual(butter);
    expect(useIngredientCatalogue.getState().search('beur').map((found) => found.id)).toEqual(['beurre']);
  });

  it('indexes its foods in an idle moment once read, not in the first draw that matches one', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    data.fetchStandardIngredients.mockResolvedValue([milk, butter]);
    await useIngredientCatalogue.getState().load();
    expect(idle).toHaveLength(1);
  });

  it('says it failed when it cannot be read, and tries again when asked again', async () => {
    data.fetchStandardIngredients.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([milk]);
    await useIngredientCatalogue.getState().load();
    expect(useIngredientCatalogue.getState().status).toBe('failed');
    await useIngredientCatalogue.getState().load();
    expect(useIngredientCatalogue.getState()).toMatchObject({ status: 'loaded', ingredients: [milk] });
  });

  it('reads once however many screens ask', async () => {
    data.fetchStandardIngredients.mockResolvedValue([milk]);
    await Promise.all([useIngredientCatalogue.getState().load(), useIngredientCatalogue.getState().load()]);
    await useIngredientCatalogue.getState().load();
    expect(data.fetchStandardIngredients).toHaveBeenCalledTimes(1);
  });
});
