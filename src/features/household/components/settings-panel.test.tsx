import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Household } from '@/domain/household/household';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import { buildHousehold } from '@/testing/sessions';
import { useHousehold } from '../store';
import { SettingsPanel } from './settings-panel';

// The settings panel over stubbed store actions: what an owner and a non-owner see, the form's
// rules, each save's messages and the automation switch's optimism. The actions' own optimism
// and writes are the store's and the emulator's tests.

const household = buildHousehold({ name: 'Famille Martin', numberOfPersons: 4, weekStartDay: 1 });
const saved: Outcome<LocaleKey> = { ok: true };
const refused: Outcome<LocaleKey> = { ok: false, error: 'household.settings.errors.saveFailed' };

/** An action stub whose answer the test gives when it wants, to look at the screen meanwhile. */
function pending() {
  let answer: (outcome: Outcome<LocaleKey>) => void = () => undefined;
  const action = vi.fn(() => new Promise<Outcome<LocaleKey>>((resolve) => (answer = resolve)));
  return { action, answer: (outcome: Outcome<LocaleKey>) => act(async () => answer(outcome)) };
}

function renderPanel({ canManage = true, household: shown = household }: { canManage?: boolean; household?: Household } = {}) {
  const actions = {
    saveHouseholdDetails: vi.fn(async () => saved),
    setWeekStartDay: vi.fn(async () => saved),
    setGroceryAutomation: vi.fn(async () => saved),
  };
  useHousehold.setState(actions);
  const view = render(<SettingsPanel household={shown} canManage={canManage} />);
  return { ...actions, ...view };
}

const nameField = () => screen.getByLabelText('Nom du foyer');
const sizeField = () => screen.getByLabelText('Nombre de personnes');
const weekStartField = () => screen.getByLabelText('Premier jour de la semaine');
const automationSwitch = () => screen.getByRole('switch', { name: 'Ajouter automatiquement les recettes planifiées à la liste de courses' });
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });

afterEach(() => {
  vi.useRealTimers();
});

describe('settings panel, for an owner', () => {
  it("shows the household's settings under its heading", () => {
    renderPanel();
    expect(screen.getByRole('region', { name: 'Paramètres du foyer' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Famille Martin');
    expect(sizeField()).toHaveValue(4);
    expect(weekStartField()).toHaveDisplayValue('Lundi');
    expect(automationSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('Seuls les propriétaires peuvent changer le nom du foyer')).not.toBeInTheDocument();
  });

  it('saves the new name and size, saying so while it saves and once saved', async () => {
    const user = userEvent.setup();
    const { action, answer } = pending();
    const { rerender } = renderPanel();
    useHousehold.setState({ saveHouseholdDetails: action });

    await user.clear(nameField());
    await user.type(nameField(), '  Les Martin ');
    await user.clear(sizeField());
    await user.type(sizeField(), '6');
    await user.click(saveButton());

    expect(action).toHaveBeenCalledExactlyOnceWith('org-1', { name: 'Les Martin', numberOfPersons: 6 });
    expect(screen.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    await answer(saved);
    expect(screen.getByText('Paramètres du foyer enregistrés')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Les Martin');
    // Saved, the fields are untouched again: they follow the next change made elsewhere.
    rerender(<SettingsPanel household={{ ...household, name: 'Chez Martin', numberOfPersons: 6 }} canManage />);
    expect(nameField()).toHaveValue('Chez Martin');
  });

  it("shows the spec's messages under the fields and saves nothing", async () => {
    const user = userEvent.setup();
    const { saveHouseholdDetails } = renderPanel();

    await user.clear(nameField());
    await user.type(nameField(), ' A ');
    await user.clear(sizeField());
    await user.type(sizeField(), '21');
    await user.click(saveButton());

    expect(nameField()).toHaveAccessibleDescription('Le nom du foyer doit contenir au moins 2 caractères');
    expect(sizeField()).toHaveAccessibleDescription('Le nombre de personnes doit être compris entre 1 et 20');
    await user.clear(nameField());
    await user.type(nameField(), 'F'.repeat(81));
    await user.clear(sizeField());
    await user.click(saveButton());
    expect(nameField()).toHaveAccessibleDescription('Le nom du foyer ne peut pas dépasser 80 caractères');
    expect(sizeField()).toHaveAccessibleDescription('Le nombre de personnes doit être compris entre 1 et 20');
    expect(saveHouseholdDetails).not.toHaveBeenCalled();
  });

  it('shows the success message for 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPanel();

    await user.type(nameField(), ' bis');
    await user.click(saveButton());
    expect(screen.getByText('Paramètres du foyer enregistrés')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('Paramètres du foyer enregistrés')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Paramètres du foyer enregistrés')).not.toBeInTheDocument();
  });

  it('says in the red box when the save fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPanel();
    useHousehold.setState({ saveHouseholdDetails: vi.fn(async () => refused) });

    await user.type(nameField(), ' bis');
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent("Échec de l'enregistrement des paramètres du foyer");
    expect(nameField()).toHaveValue('Famille Martin bis');
  });

  it('follows a change made elsewhere in the fields the user has not touched, never in what they type', async () => {
    const user = userEvent.setup();
    const { rerender } = renderPanel();

    rerender(<SettingsPanel household={{ ...household, name: 'Chez Martin' }} canManage />);
    expect(nameField()).toHaveValue('Chez Martin');

    await user.type(nameField(), ' et Cie');
    rerender(<SettingsPanel household={{ ...household, name: 'Maison Martin', numberOfPersons: 5 }} canManage />);
    expect(nameField()).toHaveValue('Chez Martin et Cie');
    expect(sizeField()).toHaveValue(5);
  });
});

describe('week start day', () => {
  it('offers the seven days, Monday first, and today when unset', () => {
    renderPanel({ household: { ...household, weekStartDay: null } });
    expect(weekStartField()).toHaveDisplayValue("Aujourd'hui (non défini)");
    const options = within(weekStartField()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(["Aujourd'hui (non défini)", 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', '1', '2', '3', '4', '5', '6', '0']);
  });

  it('saves the day as soon as it is chosen, and clears it with today', async () => {
    const user = userEvent.setup();
    const { setWeekStartDay } = renderPanel();

    await user.selectOptions(weekStartField(), 'Dimanche');
    expect(setWeekStartDay).toHaveBeenLastCalledWith('org-1', 0);
    expect(weekStartField()).toHaveDisplayValue('Dimanche');
    expect(screen.getByText('Premier jour de la semaine enregistré')).toBeInTheDocument();

    await user.selectOptions(weekStartField(), "Aujourd'hui (non défini)");
    expect(setWeekStartDay).toHaveBeenLastCalledWith('org-1', null);
    expect(weekStartField()).toHaveDisplayValue("Aujourd'hui (non défini)");
  });

  it('goes back to the saved day and says why when the save fails', async () => {
    const user = userEvent.setup();
    renderPanel();
    useHousehold.setState({ setWeekStartDay: vi.fn(async () => refused) });

    await user.selectOptions(weekStartField(), 'Mercredi');
    expect(weekStartField()).toHaveDisplayValue('Lundi');
    expect(screen.getByRole('alert')).toHaveTextContent("Échec de l'enregistrement des paramètres du foyer");
  });
});

describe('grocery automation switch', () => {
  it('flips at once, and says so for 3 seconds once saved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { action, answer } = pending();
    renderPanel();
    useHousehold.setState({ setGroceryAutomation: action });

    await user.click(automationSwitch());
    expect(automationSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(action).toHaveBeenCalledExactlyOnceWith('org-1', false);
    await answer(saved);
    expect(automationSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Ajout automatique désactivé')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByText('Ajout automatique désactivé')).not.toBeInTheDocument();
  });

  it('flips back and says why when the save fails', async () => {
    const user = userEvent.setup();
    const { action, answer } = pending();
    renderPanel({ household: { ...household, groceryAutomation: false } });
    useHousehold.setState({ setGroceryAutomation: action });

    await user.click(automationSwitch());
    expect(automationSwitch()).toHaveAttribute('aria-checked', 'true');
    await answer(refused);
    expect(automationSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent("Échec de l'enregistrement des paramètres du foyer");
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { setGroceryAutomation } = renderPanel();
    automationSwitch().focus();
    await user.keyboard(' ');
    expect(setGroceryAutomation).toHaveBeenCalledExactlyOnceWith('org-1', false);
  });
});

describe('settings panel, for a member who does not manage the household', () => {
  it('shows every setting disabled, with why', () => {
    renderPanel({ canManage: false });
    expect(nameField()).toBeDisabled();
    expect(nameField()).toHaveAccessibleDescription('Seuls les propriétaires peuvent changer le nom du foyer');
    expect(sizeField()).toBeDisabled();
    expect(sizeField()).toHaveAccessibleDescription('Seuls les propriétaires peuvent modifier le nombre de personnes');
    expect(weekStartField()).toBeDisabled();
    expect(weekStartField()).toHaveAccessibleDescription('Seuls les propriétaires peuvent modifier ces paramètres');
    expect(automationSwitch()).toBeDisabled();
    expect(automationSwitch()).toHaveAccessibleDescription('Seuls les propriétaires peuvent modifier ces paramètres');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});
