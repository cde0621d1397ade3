import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeekStartDay } from '@/domain/household/household';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useHousehold } from '@/features/household';
import { buildHousehold } from '@/testing/sessions';
import type { NewEntry, PlannerOutcome } from '../store/state';
import { usePlanner } from '../store';
import { AddToPlanDialog } from './add-to-plan-dialog';

// The dialog's side of add-to-plan: which days it offers, what it asks the store for, and what
// it says. The store's transaction (and the cookbook bookmark that goes with it) is tested with the store.

const recipe = recipeSchema.parse({ id: 'r1', name: 'Tarte aux pommes', servings: 6, organizationId: 'org-2', createdBy: { id: 'user-2' } });

function stubAddEntry(outcome: PlannerOutcome = { ok: true }) {
  const addEntry = vi.fn(async (_entry: NewEntry) => outcome);
  usePlanner.setState({ addEntry });
  return addEntry;
}

function renderDialog(weekStartDay: WeekStartDay | null = 1) {
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: buildHousehold({ weekStartDay, numberOfPersons: 4 }) });
  const onClose = vi.fn();
  render(<AddToPlanDialog recipe={recipe} onClose={onClose} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Ajouter au menu' }));
  const days = () => within(dialog.getByRole('group', { name: 'Jour' })).getAllByRole('button');
  return { onClose, dialog, days };
}

/**
 * A click, then the store's answer: fireEvent rather than user-event, whose pauses wait on the
 * faked setTimeout that proves the flash lasts one second.
 */
async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  // Wednesday 26 November 2025.
  vi.setSystemTime(new Date(2025, 10, 26, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('add-to-plan dialog', () => {
  it("offers 14 days from the household's week start, the past ones disabled", () => {
    stubAddEntry();
    const { dialog, days } = renderDialog(1);
    expect(dialog.getByText('Tarte aux pommes')).toBeInTheDocument();
    expect(days()).toHaveLength(14);
    expect(days()[0]).toHaveTextContent('lun. 24 nov.');
    expect(days()[13]).toHaveTextContent('dim. 7 déc.');
    expect(dialog.getByRole('button', { name: 'lun. 24 nov.' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'mar. 25 nov.' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'mer. 26 nov.' })).toBeEnabled();
  });

  it('starts on Sunday for a household whose weeks start on Sunday', () => {
    stubAddEntry();
    const { days } = renderDialog(0);
    expect(days()[0]).toHaveTextContent('dim. 23 nov.');
    expect(days()[13]).toHaveTextContent('sam. 6 déc.');
  });

  it('asks for a date first and adds nothing without one', async () => {
    const addEntry = stubAddEntry();
    const { dialog } = renderDialog();
    await click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(dialog.getByRole('alert')).toHaveTextContent("Veuillez d'abord choisir une date");
    await click(dialog.getByRole('button', { name: 'Passer' }));
    expect(dialog.getByRole('alert')).toHaveTextContent("Veuillez d'abord choisir une date");
    expect(addEntry).not.toHaveBeenCalled();
  });

  it('adds the recipe on the chosen day and meal, flashes for one second, then closes', async () => {
    const addEntry = stubAddEntry();
    const { dialog, onClose } = renderDialog();
    await click(dialog.getByRole('button', { name: 'jeu. 4 déc.' }));
    await click(dialog.getByRole('button', { name: 'Dîner' }));
    await click(dialog.getByRole('button', { name: 'Ajouter' }));

    expect(addEntry).toHaveBeenCalledExactlyOnceWith({ recipe, date: '2025-12-04', mealType: 'dinner' });
    expect(dialog.getByRole('status')).toHaveTextContent('Ajouté au menu !');
    expect(dialog.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('skips the meal type with Passer, even when one is chosen', async () => {
    const addEntry = stubAddEntry();
    const { dialog } = renderDialog();
    await click(dialog.getByRole('button', { name: 'mer. 26 nov.' }));
    await click(dialog.getByRole('button', { name: 'Déjeuner' }));
    await click(dialog.getByRole('button', { name: 'Passer' }));
    expect(addEntry).toHaveBeenCalledExactlyOnceWith({ recipe, date: '2025-11-26', mealType: null });
  });

  it('says so and stays open when the store refuses', async () => {
    stubAddEntry({ ok: false, error: 'planner.errors.add' });
    const { dialog, onClose } = renderDialog();
    await click(dialog.getByRole('button', { name: 'ven. 28 nov.' }));
    await click(dialog.getByRole('button', { name: 'Ajouter' }));

    expect(dialog.getByRole('alert')).toHaveTextContent("Échec de l'ajout de la recette au menu");
    expect(dialog.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The choice is kept for another try.
    expect(dialog.getByRole('button', { name: 'ven. 28 nov.' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByRole('button', { name: 'Ajouter' })).toBeEnabled();
  });

  it('disables its buttons while the recipe is being added', async () => {
    let land: (outcome: PlannerOutcome) => void = () => undefined;
    usePlanner.setState({ addEntry: vi.fn(() => new Promise<PlannerOutcome>((resolve) => (land = resolve))) });
    const { dialog } = renderDialog();
    await click(dialog.getByRole('button', { name: 'sam. 29 nov.' }));
    await click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(dialog.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Passer' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'dim. 30 nov.' })).toBeDisabled();
    await act(async () => land({ ok: true }));
    expect(dialog.getByRole('status')).toHaveTextContent('Ajouté au menu !');
  });
});
