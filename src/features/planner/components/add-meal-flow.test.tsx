import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plannerWeek } from '@/domain/planner/week';
import { useHousehold } from '@/features/household';
import { buildRecipe, seedCookbook } from '@/testing/recipes';
import { buildHousehold } from '@/testing/sessions';
import type { NewEntry, PlannerOutcome } from '../store/state';
import { usePlanner } from '../store';
import { AddMealFlow, type AddMealStart } from './add-meal-flow';

// The flow's side of adding a meal: which dialogs follow which, and what it asks the store for.
// The store's transaction is tested with the store.

const tarte = buildRecipe({ id: 'r1', name: 'Tarte aux pommes', servings: 6 });
const gratin = buildRecipe({ id: 'r2', name: 'Gratin dauphinois', servings: 6 });

function stubAddEntry() {
  const addEntry = vi.fn(async (_entry: NewEntry): Promise<PlannerOutcome> => ({ ok: true }));
  usePlanner.setState({ addEntry });
  return addEntry;
}

function renderFlow(start: AddMealStart, numberOfPersons = 4) {
  seedCookbook([tarte, gratin]);
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: buildHousehold({ weekStartDay: 1, numberOfPersons }) });
  const addEntry = stubAddEntry();
  const onDone = vi.fn();
  const { rerender } = render(<AddMealFlow start={start} onDone={onDone} />);
  // As a page renders it again: the same flow, a new callback.
  const renderAgain = () => rerender(<AddMealFlow start={start} onDone={() => onDone()} />);
  return { user: userEvent.setup(), addEntry, onDone, renderAgain };
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

beforeEach(() => {
  // Only the clock: user-event's pauses need real timers. Wednesday 26 November 2025.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 10, 26, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('add meal flow', () => {
  it("from a day's add button: picks the recipe, then asks the details and plans it on that day", async () => {
    const { user, addEntry, onDone } = renderFlow({ date: '2025-11-28' });
    await user.click(dialog('Sélectionner une recette').getByRole('button', { name: 'Tarte aux pommes' }));

    expect(screen.queryByRole('dialog', { name: 'Choisir un jour' })).not.toBeInTheDocument();
    const details = dialog('Ajouter au menu');
    expect(details.getByLabelText('Portions')).toHaveValue(4);
    await user.click(details.getByRole('radio', { name: 'Dîner' }));
    await user.click(details.getByRole('button', { name: 'Ajouter' }));

    expect(addEntry).toHaveBeenCalledExactlyOnceWith({ recipe: tarte, date: '2025-11-28', mealType: 'dinner', portions: 4 });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("with nothing given: recipe, then a day that can't be skipped, then the details", async () => {
    usePlanner.setState({ week: plannerWeek('2025-11-26', 1, '2025-11-26') });
    const { user, addEntry, onDone } = renderFlow({}, 2);
    await user.click(dialog('Sélectionner une recette').getByRole('button', { name: 'Gratin dauphinois' }));

    const days = dialog('Choisir un jour');
    expect(days.queryByRole('button', { name: 'Passer' })).not.toBeInTheDocument();
    // 14 days from Monday 24 November, the two past ones left out.
    const offered = within(days.getByRole('list')).getAllByRole('button');
    expect(offered).toHaveLength(12);
    expect(offered[0]).toHaveTextContent('mercredi 26 novembre');
    expect(offered.at(-1)).toHaveTextContent('dimanche 7 décembre');
    await user.click(days.getByRole('button', { name: 'vendredi 28 novembre' }));

    // As many portions as the household has people.
    const details = dialog('Ajouter au menu');
    expect(details.getByLabelText('Portions')).toHaveValue(2);
    await user.click(details.getByRole('button', { name: 'Passer' }));

    expect(addEntry).toHaveBeenCalledExactlyOnceWith({ recipe: gratin, date: '2025-11-28', mealType: null, portions: 2 });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('from a popular recipe: goes straight to the day', async () => {
    const { user } = renderFlow({ recipe: tarte });
    expect(screen.queryByRole('dialog', { name: 'Sélectionner une recette' })).not.toBeInTheDocument();
    await user.click(dialog('Choisir un jour').getByRole('button', { name: 'jeudi 27 novembre' }));
    expect(dialog('Ajouter au menu').getByText('Tarte aux pommes')).toBeInTheDocument();
  });

  it('ends, planning nothing, when a step is closed', async () => {
    const { user, addEntry, onDone } = renderFlow({});
    await user.click(dialog('Sélectionner une recette').getByRole('button', { name: 'Tarte aux pommes' }));
    await user.click(dialog('Choisir un jour').getByRole('button', { name: 'Fermer' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(addEntry).not.toHaveBeenCalled();
  });

  it('keeps the focus where it is when the page renders it again with a new onDone', async () => {
    const { user, renderAgain } = renderFlow({});
    const search = dialog('Sélectionner une recette').getByRole('searchbox');
    await user.click(search);
    renderAgain();
    expect(search).toHaveFocus();
  });
});
