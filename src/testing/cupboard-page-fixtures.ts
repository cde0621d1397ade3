import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { z } from 'zod';
import type { PantryEntry } from '@/domain/cupboard/pantry-entry';
import { createIngredientSearch } from '@/domain/recipes/ingredient-search';
import catalogueJson from '@/domain/recipes/standard-ingredients.json';
import { standardIngredientSchema } from '@/domain/recipes/standard-ingredient';
import { useIngredientCatalogue } from '@/features/recipes';
import { seedHousehold } from '@/testing/household';
import { renderApp } from '@/testing/render-app';
import { buildUser, signedInSession } from '@/testing/sessions';
import { useCupboard } from '@/features/cupboard';

// The cupboard page's component tests share this: the whole catalogue as the store loads it,
// and the cupboard store seeded with its actions stubbed at its boundary (the store's own work
// is tested in store/index.test.ts).

const HOME = 'org-1';
const catalogue = z.array(standardIngredientSchema).parse(catalogueJson);

export const entry = (foodId: string, amounts: Partial<PantryEntry> = {}): PantryEntry => ({ organizationId: HOME, foodId, mass: 0, volume: 0, count: 0, staple: false, updatedAt: null, ...amounts });

// What the cupboard's writes answer, as its actions do.
type Written = Awaited<ReturnType<ReturnType<typeof useCupboard.getState>['stock']>>;

function stubActions() {
  return {
    stock: vi.fn(async (): Promise<Written> => ({ ok: true })),
    setAmount: vi.fn(async (): Promise<Written> => ({ ok: true })),
    setStaple: vi.fn(async (): Promise<Written> => ({ ok: true })),
    remove: vi.fn(async (): Promise<Written> => ({ ok: true })),
  };
}

/** /placard for a member (or the role given) of a household whose cupboard holds `entries`. */
export function openCupboard(entries: PantryEntry[] = [], { role = 'member', status = 'loaded' }: { role?: string; status?: 'loaded' | 'loading' } = {}) {
  const actions = stubActions();
  seedHousehold({ role });
  useIngredientCatalogue.setState({ status: 'loaded', ingredients: catalogue, byId: new Map(catalogue.map((food) => [food.id, food])), search: createIngredientSearch(catalogue) });
  useCupboard.setState({ householdId: HOME, status, entries: Object.fromEntries(entries.map((stored) => [stored.foodId, stored])), ...actions });
  const app = renderApp('/placard', signedInSession({ user: buildUser({ organizations: { [HOME]: { organizationId: HOME, role, joinedAt: null } } }) }));
  return { ...app, user: userEvent.setup(), ...actions };
}
