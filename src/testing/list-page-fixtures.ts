import userEvent from '@testing-library/user-event';
import type { ShopperLine } from '@/domain/grocery/shopping-list';
import { vi } from 'vitest';
import type { GroceryCustomItem, GroceryList } from '@/domain/grocery/grocery-list';
import type { Recipe } from '@/domain/recipes/recipe';
import type { SessionState } from '@/features/accounts';
import { useGrocery } from '@/features/grocery';
import { buildCustomItem, buildGroceryList } from './grocery-lists';
import { buildRecipe, seedRecipesById } from './recipes';
import { renderApp } from './render-app';
import { signedInSession } from './sessions';

// What the page asks the store to add, as its action takes it.
type CustomItemInput = Parameters<ReturnType<typeof useGrocery.getState>['addCustomItem']>[0];
type Added = Awaited<ReturnType<ReturnType<typeof useGrocery.getState>['addCustomItem']>>;

// The list page's tests share one household: two recipes that share flour and eggs, two items
// typed by hand, and the store's actions stubbed at its boundary.

export const crepes = buildRecipe({
  id: 'r1',
  name: 'Crêpes',
  ingredients: [
    { id: 'i1', name: 'Farine', quantity: 600, unit: 'gram', category: 'savoryGrocery' },
    { id: 'i2', name: 'Œufs', quantity: 4, unit: 'piece', category: 'dairy' },
    { id: 'i3', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy' },
  ],
});

export const quiche = buildRecipe({
  id: 'r2',
  name: 'Quiche',
  ingredients: [
    { id: 'i1', name: 'farine', quantity: 1, unit: 'kilogram', category: 'savoryGrocery' },
    { id: 'i2', name: 'Lardons', quantity: 200, unit: 'gram', category: 'deli' },
    { id: 'i3', name: 'Œufs', quantity: 3, unit: 'piece', category: 'dairy' },
  ],
});

/** Added on 20 November, a minute apart in the order of their ids. */
export function customItem(id: string, name: string, quantity: number, category: GroceryCustomItem['category'], checked = false): GroceryCustomItem {
  return buildCustomItem({ id, name, quantity, category, checked, createdAt: new Date(2026, 10, 20, 9, Number(id.slice(1)) || 0), standardIngredientId: null });
}

/** The page's list: both recipes planned for four, and both items. */
export function buildList(overrides: Partial<GroceryList> = {}): GroceryList {
  return buildGroceryList({
    mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r2', portions: 4 } },
    customItems: { c1: customItem('c1', 'Éponges', 2, 'other', true), c2: customItem('c2', 'Pommes', 6, 'produce') },
    ...overrides,
  });
}

function stubActions() {
  return {
    toggleLine: vi.fn(async (_line: ShopperLine): Promise<void> => undefined),
    addCustomItem: vi.fn(async (_input: CustomItemInput): Promise<Added> => ({ ok: true })),
    changeCustomQuantity: vi.fn(async (_itemId: string, _quantity: number): Promise<void> => undefined),
    removeCustomItem: vi.fn(async (_itemId: string): Promise<void> => undefined),
    changeMealPortions: vi.fn(async (_mealEntryId: string, _portions: number): Promise<void> => undefined),
    removeRecipe: vi.fn(async (_recipeId: string): Promise<void> => undefined),
    archiveList: vi.fn(async (): Promise<void> => undefined),
  };
}

interface OpenListOptions {
  list?: GroceryList | null;
  recipes?: Recipe[];
  session?: Partial<SessionState>;
}

/** /grocery-list-v2 for a signed-in owner (unless `session` says otherwise), the list loaded. */
export function openList({ list = buildList(), recipes = [crepes, quiche], session = signedInSession() }: OpenListOptions = {}) {
  const actions = stubActions();
  useGrocery.setState({ list, status: 'loaded', ...actions });
  seedRecipesById(recipes);
  const app = renderApp('/grocery-list-v2', session);
  return { ...app, ...actions, user: userEvent.setup() };
}
