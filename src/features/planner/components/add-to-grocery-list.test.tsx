import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import type { MealForList } from '@/domain/planner/meals-to-list';
import { weekFrom } from '@/domain/planner/week';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useGrocery } from '@/features/grocery';
import { useHousehold } from '@/features/household';
import { useRecipes } from '@/features/recipes';
import { buildGroceryList } from '@/testing/grocery-lists';
import { renderApp } from '@/testing/render-app';
import { buildHousehold, buildUser, signedInSession } from '@/testing/sessions';
import { usePlanner } from '../store';

// With the household's grocery automation off, the planner adds a day or the week to the list
// by hand (spec B §2); with it on, only the meals the active list misses (once it was archived,
// the week's remaining meals). Which buttons show, and what they hand the grocery store's
// addMeals. The store's side (the list opened or updated) is the grocery store's tests' business.

// Wednesday 25 November 2026: in a Monday week, Monday and Tuesday are past.
const NOW = new Date(2026, 10, 25, 10, 0);
const week = weekFrom('2026-11-23');

const recipes = Object.fromEntries(
  ['r1', 'r2', 'r3'].map((id) => [id, recipeSchema.parse({ id, name: `Recette ${id}`, servings: 4, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille' } })]),
);

function entry(id: string, recipeId: string, date: string, fields: Partial<Pick<MealEntry, 'mealType' | 'portions' | 'isArchived'>> = {}): MealEntry {
  return mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId, date, ...fields });
}

const weekEntries = [
  entry('past', 'r1', '2026-11-24', { portions: 2 }),
  entry('e1', 'r1', '2026-11-26', { mealType: 'dinner', portions: 3 }),
  entry('e2', 'r2', '2026-11-26', { mealType: 'lunch' }),
  entry('archived', 'r3', '2026-11-27', { isArchived: true, portions: 5 }),
  entry('kept', 'r2', '2026-11-27', { portions: 2 }),
  entry('e3', 'r3', '2026-11-29', { portions: 6 }),
];

/**
 * The planner of user-1 with `role`; `list` is the active list once it has answered (null: none,
 * archived a moment ago), left unanswered when not given.
 */
function openPlanner({ groceryAutomation = false as boolean | null, role = 'owner', entries = weekEntries, list }: { groceryAutomation?: boolean | null; role?: string; entries?: MealEntry[]; list?: GroceryList | null } = {}) {
  const household = buildHousehold({ numberOfPersons: 4, weekStartDay: 1, groceryAutomation });
  const user = buildUser({ organizations: { 'org-1': { organizationId: 'org-1', role, joinedAt: null } } });
  useHousehold.setState({ userId: user.id, household, roles: { 'org-1': role } });
  usePlanner.setState({ week, weekEntries: entries, unplannedEntries: [entry('u1', 'r1', '')], status: 'loaded' });
  useRecipes.setState({ recipesById: recipes });
  const addMeals = vi.fn(async () => ({ ok: true }) as const);
  useGrocery.setState({ addMeals, ...(list === undefined ? {} : { list, status: 'loaded' as const }) });
  renderApp('/meal-entries', signedInSession({ user, household }));
  return { addMeals, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const day = (label: string | RegExp) => within(screen.getByRole('region', { name: label }));
const addDay = (label: string) => `Ajouter le ${label} à la liste de courses`;


// The week's days and the recipe panel load with their first showing (planner-page.tsx): loaded
// once here, so a test waits for them only as long as the app waits for a chunk already there.
beforeAll(async () => {
  await Promise.all([import('./week-cards'), import('./week-grid'), import('./recipe-panel')]);
});

describe('adding days to the grocery list by hand', () => {
  beforeEach(() => {
    // The clock moves on its own (user-event needs it), and a test can jump it.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  // On unless the household explicitly turned it off (spec A §3).
  it.each([true, null])('offers nothing while automation is on (stored as %s) and the list holds every meal', async (groceryAutomation) => {
    const held = { recipeId: 'r1', portions: 1 };
    openPlanner({ groceryAutomation, list: buildGroceryList({ mealEntryRefs: { e1: held, e2: held, kept: held, e3: held } }) });
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(day('jeudi 26 novembre').getByRole('link', { name: 'Recette r1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ajouter la semaine/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
  });

  it('offers a day with recipes, not an empty, past or archived day', async () => {
    openPlanner();
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(day('jeudi 26 novembre').getByRole('button', { name: addDay('jeudi 26 novembre') })).toBeEnabled();
    expect(day('dimanche 29 novembre').getByRole('button', { name: addDay('dimanche 29 novembre') })).toBeInTheDocument();
    expect(day(/^mercredi 25 novembre/).queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
    expect(day('mardi 24 novembre').queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
    expect(day('vendredi 27 novembre').queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
  });

  it('adds a day\'s meals, an entry without portions counting as the household size', async () => {
    const { user, addMeals } = openPlanner();
    await user.click(await screen.findByRole('button', { name: addDay('jeudi 26 novembre') }));
    expect(addMeals).toHaveBeenCalledWith([
      { mealEntryId: 'e2', recipeId: 'r2', portions: 4 },
      { mealEntryId: 'e1', recipeId: 'r1', portions: 3 },
    ]);
  });

  it('adds the week\'s open days, leaving out past and archived days and the unplanned entries', async () => {
    const { user, addMeals } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Ajouter la semaine à la liste de courses' }));
    expect(addMeals).toHaveBeenCalledTimes(1);
    expect(addMeals).toHaveBeenCalledWith([
      { mealEntryId: 'e2', recipeId: 'r2', portions: 4 },
      { mealEntryId: 'e1', recipeId: 'r1', portions: 3 },
      { mealEntryId: 'e3', recipeId: 'r3', portions: 6 },
    ]);
  });

  it('keeps the week\'s button disabled when no open day holds a recipe', async () => {
    openPlanner({ entries: [entry('past', 'r1', '2026-11-24'), entry('archived', 'r3', '2026-11-27', { isArchived: true })] });
    expect(await screen.findByRole('button', { name: 'Ajouter la semaine à la liste de courses' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Ajouter le .* à la liste de courses$/ })).not.toBeInTheDocument();
  });

  it('says the meals were added, for two seconds', async () => {
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: addDay('jeudi 26 novembre') }));
    const status = await day('jeudi 26 novembre').findByText('Ajouté à la liste de courses');
    expect(status).toHaveAttribute('role', 'status');
    act(() => vi.advanceTimersByTime(2_000));
    expect(status).toBeEmptyDOMElement();
  });

  it('says so when the list refused the meals', async () => {
    const { user } = openPlanner();
    useGrocery.setState({ addMeals: vi.fn(async () => ({ ok: false, error: 'grocery.errors.add' }) as const) });
    await user.click(await screen.findByRole('button', { name: 'Ajouter la semaine à la liste de courses' }));
    expect(await screen.findByText("Échec de l'ajout à la liste de courses")).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Ajouté à la liste de courses')).not.toBeInTheDocument();
  });

  it('offers nothing to a viewer', async () => {
    openPlanner({ role: 'viewer' });
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(screen.queryByRole('button', { name: /^Ajouter la semaine/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
  });
});

describe('adding days to the grocery list by hand with automation on', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('offers the week and its days once the list was archived, to put their remaining meals on the new one', async () => {
    const { user, addMeals } = openPlanner({ groceryAutomation: true, list: null });
    expect(await day('jeudi 26 novembre').findByRole('button', { name: addDay('jeudi 26 novembre') })).toBeEnabled();
    expect(day('dimanche 29 novembre').getByRole('button', { name: addDay('dimanche 29 novembre') })).toBeEnabled();
    expect(day('mardi 24 novembre').queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter la semaine à la liste de courses' }));
    expect(addMeals).toHaveBeenCalledExactlyOnceWith([
      { mealEntryId: 'e2', recipeId: 'r2', portions: 4 },
      { mealEntryId: 'e1', recipeId: 'r1', portions: 3 },
      { mealEntryId: 'e3', recipeId: 'r3', portions: 6 },
    ]);
  });

  it('offers only what the list misses: the days and meals planned before it was opened', async () => {
    const held = { recipeId: 'r1', portions: 1 };
    const { user, addMeals } = openPlanner({ groceryAutomation: true, list: buildGroceryList({ mealEntryRefs: { e1: held, e3: held } }) });
    await user.click(await day('jeudi 26 novembre').findByRole('button', { name: addDay('jeudi 26 novembre') }));
    expect(addMeals).toHaveBeenLastCalledWith([{ mealEntryId: 'e2', recipeId: 'r2', portions: 4 }]);
    expect(day('dimanche 29 novembre').queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter la semaine à la liste de courses' }));
    expect(addMeals).toHaveBeenLastCalledWith([{ mealEntryId: 'e2', recipeId: 'r2', portions: 4 }]);
  });

  it('takes a day\'s button away once its meals are on the list, after saying so', async () => {
    const { user } = openPlanner({ groceryAutomation: true, list: null });
    useGrocery.setState({
      // As the store shows them: at once, beside the meals the list holds.
      addMeals: vi.fn(async (meals: readonly MealForList[]) => {
        const added = Object.fromEntries(meals.map(({ mealEntryId, recipeId, portions }) => [mealEntryId, { recipeId, portions }]));
        useGrocery.setState(({ list }) => ({ list: buildGroceryList({ mealEntryRefs: { ...list?.mealEntryRefs, ...added } }) }));
        return { ok: true } as const;
      }),
    });
    await user.click(await screen.findByRole('button', { name: addDay('jeudi 26 novembre') }));
    expect(await day('jeudi 26 novembre').findByText('Ajouté à la liste de courses')).toHaveAttribute('role', 'status');
    // The message's timer starts once React has run the effects of the list's change.
    await act(async () => undefined);
    expect(day('jeudi 26 novembre').getByRole('button', { name: addDay('jeudi 26 novembre') })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(day('jeudi 26 novembre').queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
    expect(day('dimanche 29 novembre').getByRole('button', { name: addDay('dimanche 29 novembre') })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Ajouter la semaine à la liste de courses' }));
    expect(await screen.findByText('Ajouté à la liste de courses')).toHaveAttribute('role', 'status');
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
  });

  it('offers nothing before the list has answered', async () => {
    openPlanner({ groceryAutomation: true });
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(day('jeudi 26 novembre').getByRole('link', { name: 'Recette r1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
  });

  it('offers nothing to a viewer after the list was archived', async () => {
    openPlanner({ groceryAutomation: true, role: 'viewer', list: null });
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(day('jeudi 26 novembre').getByRole('link', { name: 'Recette r1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /à la liste de courses$/ })).not.toBeInTheDocument();
  });
});
