import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { weekFrom } from '@/domain/planner/week';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useHousehold } from '@/features/household';
import { useRecipes } from '@/features/recipes';
import { renderApp } from '@/testing/render-app';
import { stubScreen } from '@/testing/screen-width';
import { buildHousehold, buildUser, signedInSession } from '@/testing/sessions';
import { food } from '@/testing/shopper-table';
import { usePlanner } from '../store';

// 'Cuisiné' (issue 26) on the planner screen: where it shows, what it asks the store, and the
// banner's 'Annuler'. What the action takes from the cupboard is tested with the store
// (cook-actions.test.ts).

// Wednesday 25 November 2026: Monday and Tuesday are past, Thursday is to come.
const NOW = new Date(2026, 10, 25, 10, 0);
const week = weekFrom('2026-11-23');

const quiche = recipeSchema.parse({
  id: 'quiche',
  name: 'Quiche',
  servings: 4,
  organizationId: 'org-1',
  createdBy: { id: 'user-1', name: 'Camille' },
  // 400 g of flour and 4 eggs for four.
  ingredients: [
    { id: 'i1', ...food('farine-de-ble', 400, 'gram') },
    { id: 'i2', ...food('oeuf', 4, 'piece') },
  ],
});

function entry(id: string, date: string, fields: Partial<Pick<MealEntry, 'portions' | 'completed'>> = {}): MealEntry {
  return mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId: 'quiche', date, portions: 2, ...fields });
}

function openPlanner(weekEntries: MealEntry[], role = 'owner') {
  const household = buildHousehold({ numberOfPersons: 4, weekStartDay: 1 });
  const user = buildUser({ organizations: { 'org-1': { organizationId: 'org-1', role, joinedAt: null } } });
  useHousehold.setState({ userId: user.id, household, roles: { 'org-1': role } });
  const actions = { cookEntry: vi.fn().mockResolvedValue({ ok: true }), undoCooked: vi.fn().mockResolvedValue({ ok: true }) };
  usePlanner.setState({ follow: vi.fn(() => () => undefined), week, weekEntries, unplannedEntries: [], status: 'loaded', ...actions });
  useRecipes.setState({ recipesById: { quiche } });
  renderApp('/meal-entries', signedInSession({ user, household }));
  return { ...actions, user: userEvent.setup() };
}

const day = async (label: string) => within(await screen.findByRole('region', { name: new RegExp(`^${label}`) }));

beforeAll(async () => {
  await Promise.all([import('./week-cards'), import('./week-grid'), import('./recipe-panel')]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const MARK = 'Cuisiné : Quiche, retirer du placard';

describe("'Cuisiné' on a phone's rows", () => {
  beforeEach(() => stubScreen('phone'));

  it("is offered on today's and past days' meals, not on those to come", async () => {
    openPlanner([entry('past', '2026-11-23'), entry('today', '2026-11-25'), entry('coming', '2026-11-26')]);
    expect(await (await day('lundi 23 novembre')).findByRole('button', { name: MARK })).toBeEnabled();
    expect((await day('mercredi 25 novembre')).getByRole('button', { name: MARK })).toBeEnabled();
    expect((await day('jeudi 26 novembre')).queryByRole('button', { name: /^Cuisiné/ })).not.toBeInTheDocument();
  });

  it('is not offered to a viewer, who only reads the cupboard', async () => {
    openPlanner([entry('past', '2026-11-23'), entry('today', '2026-11-25')], 'viewer');
    expect(await (await day('mercredi 25 novembre')).findByRole('link', { name: 'Quiche' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cuisiné/ })).not.toBeInTheDocument();
  });

  it('asks the store to cook the meal with its recipe', async () => {
    const { user, cookEntry } = openPlanner([entry('today', '2026-11-25')]);
    await user.click(await (await day('mercredi 25 novembre')).findByRole('button', { name: MARK }));
    expect(cookEntry).toHaveBeenCalledWith('today', quiche);
  });

  it('reads Cuisiné ✓ and does nothing once the meal is cooked', async () => {
    const { cookEntry } = openPlanner([entry('past', '2026-11-24', { completed: true })]);
    const done = await (await day('mardi 24 novembre')).findByRole('button', { name: 'Cuisiné ✓ : Quiche' });
    expect(done).toBeDisabled();
    expect(done).toHaveTextContent('Cuisiné ✓');
    expect(cookEntry).not.toHaveBeenCalled();
  });

  it("says 'Cuisiné : {recette}' and offers Annuler while the store keeps the meal just cooked", async () => {
    const { user, undoCooked } = openPlanner([entry('today', '2026-11-25', { completed: true })]);
    await day('mercredi 25 novembre');
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    usePlanner.setState({ cooked: { entryId: 'today', recipeName: 'Quiche', changes: [] } });
    expect(await screen.findByText('Cuisiné : Quiche')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(undoCooked).toHaveBeenCalledOnce();
  });
});

describe("'Cuisiné' on the desktop grid's cards", () => {
  beforeEach(() => stubScreen('desktop'));

  it('is on the card of a past day, which has no options, and of today, not of a day to come', async () => {
    const { user, cookEntry } = openPlanner([entry('past', '2026-11-23'), entry('today', '2026-11-25'), entry('coming', '2026-11-26')]);
    await user.click(await (await day('lundi 23 novembre')).findByRole('button', { name: MARK }));
    expect(cookEntry).toHaveBeenCalledWith('past', quiche);
    expect((await day('mercredi 25 novembre')).getByRole('button', { name: MARK })).toBeInTheDocument();
    expect((await day('jeudi 26 novembre')).queryByRole('button', { name: /^Cuisiné/ })).not.toBeInTheDocument();
  });
});
