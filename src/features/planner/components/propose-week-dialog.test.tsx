import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { mealEntrySchema } from '@/domain/planner/meal-entry';
import { weekFrom } from '@/domain/planner/week';
import { useCookbook } from '@/features/cookbook';
import { useHousehold } from '@/features/household';
import { buildRecipe, seedCookbook } from '@/testing/recipes';
import { buildHousehold } from '@/testing/sessions';
import { usePlanner } from '../store';
import { useWeekProposal } from '../store/week-proposal';
import { ProposeWeekDialog } from './propose-week-dialog';

// The dialog over seeded stores: the cookbook's recipes, no history unless a test gives one,
// and the planner's action replaced at its store (planMeals itself: entry-actions.test.ts).

// Wednesday 25 November 2026: Monday and Tuesday are past.
const NOW = new Date(2026, 10, 25, 10, 0);
const week = weekFrom('2026-11-23');
const frenchDay = (day: string) => format(parseISO(day), 'EEEE d MMMM', { locale: fr });

const dishes = ['Tarte', 'Soupe', 'Crêpes', 'Salade', 'Gratin', 'Risotto', 'Quiche', 'Curry', 'Chili', 'Pâtes', 'Omelette', 'Pizza'];
const recipes = dishes.map((name, index) => buildRecipe({ id: `r${index}`, name, classification: { dietaryRestrictions: index < 3 ? ['vegetarian'] : [] } }));

function openDialog({ history = [] as ReturnType<typeof mealEntrySchema.parse>[], planMeals = vi.fn().mockResolvedValue({ ok: true }) } = {}) {
  seedCookbook(recipes);
  useCookbook.setState({ cookbook: cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1', tags: { 'default-0': { name: 'Favoris', color: '#E0BC00', recipeIds: ['r5'] } } }) });
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: buildHousehold({ numberOfPersons: 3 }) });
  usePlanner.setState({ week, status: 'loaded', planMeals });
  const readHistory = vi.fn().mockResolvedValue(history);
  useWeekProposal.setState({ readHistory });
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <ProposeWeekDialog week={week} dayLabel={frenchDay} placement="center" onClose={onClose} />
    </MemoryRouter>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Proposer ma semaine' }));
  return { dialog, onClose, readHistory, planMeals, user: userEvent.setup() };
}

const rerolls = () => screen.queryAllByRole('button', { name: /^Autre idée pour / });
const mealName = (slot: string) => screen.getByRole('button', { name: `Autre idée pour le ${slot}` }).closest('li')?.querySelectorAll('span')[1]?.textContent;

describe('propose week dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads 8 weeks of history and fills every empty lunch and dinner from today on', async () => {
    const { readHistory } = openDialog();
    await waitFor(() => expect(rerolls()).toHaveLength(10));
    expect(readHistory).toHaveBeenCalledWith('org-1', { from: '2026-09-30', to: '2026-11-29' });
    expect(screen.getByRole('button', { name: 'Autre idée pour le déjeuner du mercredi 25 novembre' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /mardi 24 novembre/ })).not.toBeInTheDocument();
    const names = rerolls().map((button) => button.closest('li')?.querySelectorAll('span')[1]?.textContent);
    expect(new Set(names).size).toBe(10);
  });

  it('leaves out a recipe planned in the last 14 days', async () => {
    const history = recipes.slice(0, 4).map((recipe, index) => mealEntrySchema.parse({ id: `h${index}`, organizationId: 'org-1', userId: 'user-1', recipeId: recipe.id, date: '2026-11-20', mealType: 'dinner' }));
    openDialog({ history });
    await waitFor(() => expect(rerolls()).toHaveLength(8));
    const names = rerolls().map((button) => button.closest('li')?.querySelectorAll('span')[1]?.textContent);
    expect(names).not.toContain('Tarte');
    expect(screen.getByText('Repas restés sans recette : 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir des recettes dans le catalogue' })).toHaveAttribute('href', '/recipes');
  });

  it('rerolls one meal into another recipe and removes another', async () => {
    const { user } = openDialog();
    await waitFor(() => expect(rerolls()).toHaveLength(10));
    const before = mealName('dîner du jeudi 26 novembre');
    await user.click(screen.getByRole('button', { name: 'Autre idée pour le dîner du jeudi 26 novembre' }));
    expect(mealName('dîner du jeudi 26 novembre')).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Retirer le déjeuner du vendredi 27 novembre' }));
    expect(screen.queryByRole('button', { name: 'Retirer le déjeuner du vendredi 27 novembre' })).not.toBeInTheDocument();
    expect(rerolls()).toHaveLength(9);
  });

  it('fills only the slots checked, with the quick filter, and says when recipes are too few', async () => {
    const { user, dialog } = openDialog();
    await waitFor(() => expect(rerolls()).toHaveLength(10));
    await user.click(dialog.getByRole('checkbox', { name: 'Déjeuner' }));
    expect(rerolls()).toHaveLength(5);
    expect(rerolls().every((button) => button.getAttribute('aria-label')?.includes('dîner'))).toBe(true);
    await user.click(dialog.getByRole('radio', { name: 'Végétarien' }));
    const names = rerolls().map((button) => button.closest('li')?.querySelectorAll('span')[1]?.textContent);
    expect(new Set(names)).toEqual(new Set(['Tarte', 'Soupe', 'Crêpes']));
    expect(dialog.getByText("Vous n'avez pas assez de recettes adaptées pour varier votre semaine.")).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Dîner' }));
    expect(dialog.getByText('Choisissez au moins un repas à remplir.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
  });

  it('plans every proposed meal through the planner’s one action, and closes', async () => {
    const { user, dialog, onClose, planMeals } = openDialog();
    await waitFor(() => expect(rerolls()).toHaveLength(10));
    const wednesday = [mealName('déjeuner du mercredi 25 novembre'), mealName('dîner du mercredi 25 novembre')];
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(onClose).toHaveBeenCalled();
    expect(planMeals).toHaveBeenCalledTimes(1);
    const [meals] = planMeals.mock.calls[0] as [{ recipe: { name: string }; date: string; mealType: string; portions?: number }[]];
    expect(meals).toHaveLength(10);
    expect(meals.filter((meal) => meal.date === '2026-11-25').map((meal) => [meal.mealType, meal.recipe.name])).toEqual([
      ['lunch', wednesday[0]],
      ['dinner', wednesday[1]],
    ]);
    expect(meals.every((meal) => meal.portions === undefined)).toBe(true);
    expect(useWeekProposal.getState().proposal).toBeNull();
  });

  it('says so when the history cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedCookbook(recipes);
    useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: buildHousehold() });
    useWeekProposal.setState({ readHistory: vi.fn().mockRejectedValue(new Error('unavailable')) });
    render(
      <MemoryRouter>
        <ProposeWeekDialog week={week} dayLabel={frenchDay} placement="center" onClose={() => undefined} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de lire les repas déjà planifiés.');
  });
});
