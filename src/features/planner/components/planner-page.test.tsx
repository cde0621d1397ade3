import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { weekFrom } from '@/domain/planner/week';
import type { Recipe } from '@/domain/recipes/recipe';
import { initialSessionState, useSession } from '@/features/accounts';
import { useHousehold } from '@/features/household';
import { useRecipes } from '@/features/recipes';
import { buildRecipe } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';
import { stubScreen } from '@/testing/screen-width';
import { buildHousehold, buildUser, signedInSession } from '@/testing/sessions';
import { usePlanner } from '../store';

// The planner screen over a seeded store: what the week shows, who may change what, and the
// Créer menu's request. The store's own work (live queries, writes) is tested with the store.

// Wednesday 25 November 2026: in a Monday week, Monday and Tuesday are past.
const NOW = new Date(2026, 10, 25, 10, 0);
const week = weekFrom('2026-11-23');

const recipes = { r1: buildRecipe({ id: 'r1', name: 'Tarte' }), r2: buildRecipe({ id: 'r2', name: 'Soupe' }), r3: buildRecipe({ id: 'r3', name: 'Crêpes' }), r4: buildRecipe({ id: 'r4', name: 'Salade' }) };

function entry(id: string, recipeId: string, date: string, fields: Partial<Pick<MealEntry, 'mealType' | 'portions' | 'isArchived' | 'recipeName'>> = {}): MealEntry {
  return mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId, date, ...fields });
}

interface Seed {
  weekEntries?: MealEntry[];
  unplannedEntries?: MealEntry[];
  status?: 'loading' | 'loaded';
  role?: string;
  path?: string;
  knownRecipes?: Record<string, Recipe | null>;
}

function openPlanner({ weekEntries = [], unplannedEntries = [], status = 'loaded', role = 'owner', path = '/meal-entries', knownRecipes = recipes }: Seed = {}) {
  const household = buildHousehold({ numberOfPersons: 4, weekStartDay: 1 });
  const user = buildUser({ organizations: { 'org-1': { organizationId: 'org-1', role, joinedAt: null } } });
  // The household as the shell leaves it, so the page opens on the seeded week at once.
  useHousehold.setState({ userId: user.id, household, roles: { 'org-1': role } });
  const follow = vi.fn(() => () => undefined);
  const actions = { removeEntry: vi.fn().mockResolvedValue({ ok: true }), setMealType: vi.fn().mockResolvedValue({ ok: true }) };
  usePlanner.setState({ follow, week, weekEntries, unplannedEntries, status, ...actions });
  useRecipes.setState({ recipesById: knownRecipes });
  const app = renderApp(path, signedInSession({ user, household }));
  return { ...app, follow, ...actions, user: userEvent.setup() };
}

const day = (label: string) => within(screen.getByRole('region', { name: label }));


// The week's days and the recipe panel load with their first showing (planner-page.tsx): loaded
// once here, so a test waits for them only as long as the app waits for a chunk already there.
beforeAll(async () => {
  await Promise.all([import('./week-cards'), import('./week-grid'), import('./recipe-panel')]);
});

describe('planner page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the household and shows its current week, today highlighted', async () => {
    const { follow } = openPlanner();
    expect(await screen.findByRole('heading', { level: 1, name: 'Semaine du 23 novembre' })).toBeInTheDocument();
    expect(follow).toHaveBeenCalledWith('org-1');
    expect(document.title).toBe('Planning · Nioo');
    await screen.findByRole('region', { name: 'Non planifiées' });
    const days = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days.slice(0, 7)).toEqual([
      'lundi 23 novembre',
      'mardi 24 novembre',
      'mercredi 25 novembreAujourd\'hui',
      'jeudi 26 novembre',
      'vendredi 27 novembre',
      'samedi 28 novembre',
      'dimanche 29 novembre',
    ]);
    const today = screen.getByRole('region', { name: /mercredi 25 novembre/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('mercredi 25 novembre')).toHaveAttribute('dateTime', '2026-11-25');
    expect(screen.getByRole('region', { name: 'jeudi 26 novembre' })).not.toHaveAttribute('aria-current');
  });

  it("draws no week before the household says the day its weeks start on, so never today's week first", async () => {
    const household = buildHousehold({ numberOfPersons: 4, weekStartDay: 1 });
    const user = buildUser({ organizations: { 'org-1': { organizationId: 'org-1', role: 'owner', joinedAt: null } } });
    usePlanner.setState({ follow: vi.fn(() => () => undefined), status: 'loaded' });
    const weeksShown: string[] = [];
    const stop = usePlanner.subscribe((state) => {
      if (state.week && weeksShown.at(-1) !== state.week.start) weeksShown.push(state.week.start);
    });
    // The household as the app shell learns it, after the page's first render.
    renderApp('/meal-entries', signedInSession({ user, household }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Semaine du 23 novembre' })).toBeInTheDocument();
    stop();
    expect(weeksShown).toEqual(['2026-11-23']);
  });

  it('mounts the recipe panel to drag from on a desktop', async () => {
    openPlanner();
    expect(await screen.findByRole('complementary', { name: 'Recettes' })).toBeInTheDocument();
  });

  it('mounts no recipe panel on a phone, where it would only be hidden', async () => {
    stubScreen('phone');
    openPlanner();
    expect(await screen.findByRole('heading', { name: 'Semaine du 23 novembre' })).toBeInTheDocument();
    expect(await screen.findAllByRole('region')).not.toHaveLength(0);
    expect(screen.queryByRole('complementary', { name: 'Recettes' })).not.toBeInTheDocument();
  });

  it('says when a day has no recipe, and offers to add one or drop one', async () => {
    openPlanner();
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(day('jeudi 26 novembre').getByText('Aucune recette planifiée')).toBeInTheDocument();
    expect(day('jeudi 26 novembre').getByText('Glissez une recette ici')).toBeInTheDocument();
    expect(day('jeudi 26 novembre').getByRole('button', { name: 'Ajouter une recette au jeudi 26 novembre' })).toBeInTheDocument();
  });

  it('lists a day\'s entries by meal type: breakfast, lunch, snack, dinner, then unspecified', async () => {
    openPlanner({
      weekEntries: [
        entry('e1', 'r1', '2026-11-26', { mealType: 'dinner' }),
        entry('e2', 'r2', '2026-11-26'),
        entry('e3', 'r3', '2026-11-26', { mealType: 'breakfast' }),
        entry('e4', 'r4', '2026-11-26', { mealType: 'lunch' }),
      ],
    });
    await screen.findByRole('region', { name: 'Non planifiées' });
    const rows = day('jeudi 26 novembre').getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Crêpes', 'Salade', 'Tarte', 'Soupe']);
    expect(day('jeudi 26 novembre').queryByText('Aucune recette planifiée')).not.toBeInTheDocument();
  });

  it('opens the recipe with the entry\'s portions, and changes or removes the entry', async () => {
    const { user, removeEntry, setMealType } = openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-26', { mealType: 'dinner', portions: 3 })] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    const thursday = day('jeudi 26 novembre');
    expect(thursday.getByRole('link', { name: 'Tarte' })).toHaveAttribute('href', '/recipes/r1?portions=3');
    expect(thursday.getByLabelText('Portions')).toHaveValue('3');
    expect(thursday.getByRole('button', { name: 'Déplacer Tarte' })).toBeInTheDocument();
    await user.selectOptions(thursday.getByRole('combobox', { name: 'Type de repas pour Tarte' }), 'Non spécifié');
    expect(setMealType).toHaveBeenCalledWith('e1', null);
    await user.selectOptions(thursday.getByRole('combobox', { name: 'Type de repas pour Tarte' }), 'Déjeuner');
    expect(setMealType).toHaveBeenLastCalledWith('e1', 'lunch');
    await user.click(thursday.getByRole('button', { name: 'Supprimer Tarte' }));
    expect(removeEntry).toHaveBeenCalledWith('e1');
  });

  it("keeps past days read-only: no add button, no controls, no drop; only 'Cuisiné', which changes the cupboard", async () => {
    openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-24', { mealType: 'dinner', portions: 3 })] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    for (const [label, buttons] of [['lundi 23 novembre', []], ['mardi 24 novembre', ['Cuisiné : Tarte, retirer du placard']]] as const) {
      expect(day(label).getByText('Aucune recette')).toBeInTheDocument();
      expect(day(label).queryByText('Glissez une recette ici')).not.toBeInTheDocument();
      expect(day(label).queryAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(buttons);
    }
    const tuesday = day('mardi 24 novembre');
    expect(tuesday.getByText('Dîner · Portions : 3')).toBeInTheDocument();
    expect(tuesday.queryByRole('combobox')).not.toBeInTheDocument();
    expect(tuesday.getByRole('link', { name: 'Tarte' })).toHaveAttribute('href', '/recipes/r1?portions=3');
    expect(day('lundi 23 novembre').getByText('Aucune recette planifiée')).toBeInTheDocument();
  });

  it('keeps a day holding an archived entry read-only', async () => {
    openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-27', { isArchived: true }), entry('e2', 'r2', '2026-11-27')] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    const friday = day('vendredi 27 novembre');
    expect(friday.getByText('Aucune recette')).toBeInTheDocument();
    expect(friday.queryByRole('button')).not.toBeInTheDocument();
    expect(friday.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('lets a viewer look but change nothing', async () => {
    openPlanner({ role: 'viewer', weekEntries: [entry('e1', 'r1', '2026-11-26')], unplannedEntries: [entry('u1', 'r2', '')] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(screen.queryByRole('button', { name: /^Ajouter une recette au/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Déplacer/ })).not.toBeInTheDocument();
    expect(day('jeudi 26 novembre').getByText('Aucune recette')).toBeInTheDocument();
    expect(day('Non planifiées').getByText('Aucune recette')).toBeInTheDocument();
  });

  it('lists the unplanned entries apart, as a drop target', async () => {
    openPlanner({ unplannedEntries: [entry('u1', 'r2', '')] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    const unplanned = day('Non planifiées');
    expect(unplanned.getByRole('link', { name: 'Soupe' })).toHaveAttribute('href', '/recipes/r2?portions=4');
    expect(unplanned.getByText('Glissez une recette ici')).toBeInTheDocument();
    expect(unplanned.getByRole('button', { name: 'Déplacer Soupe' })).toBeInTheDocument();
  });

  it('names a missing recipe, and waits quietly for one not known yet', async () => {
    openPlanner({ weekEntries: [entry('e1', 'gone', '2026-11-26'), entry('e2', 'unknown', '2026-11-28')], knownRecipes: { gone: null } });
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(day('jeudi 26 novembre').getByText('Recette introuvable')).toBeInTheDocument();
    expect(day('jeudi 26 novembre').getByRole('button', { name: 'Supprimer Recette introuvable' })).toBeInTheDocument();
    expect(day('samedi 28 novembre').getByText('Chargement de la recette...')).toBeInTheDocument();
  });

  it('shows a meal by the name it was planned with, linked, before its recipe is read', async () => {
    openPlanner({ weekEntries: [entry('e1', 'unknown', '2026-11-28', { recipeName: 'Tarte aux poireaux' })] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(day('samedi 28 novembre').getByRole('link', { name: 'Tarte aux poireaux' })).toHaveAttribute('href', '/recipes/unknown?portions=4');
    expect(day('samedi 28 novembre').queryByText('Chargement de la recette...')).not.toBeInTheDocument();
  });

  it('shows the days loading, never as empty, while the week has not answered', async () => {
    openPlanner({ status: 'loading' });
    expect(await screen.findByText('Chargement du planning...')).toBeInTheDocument();
    expect(screen.queryByText('Aucune recette planifiée')).not.toBeInTheDocument();
  });

  it('draws the week this device last showed, read-only, while the session and the week load', async () => {
    const shown = openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-26', { mealType: 'dinner', portions: 6 })] });
    expect(await screen.findByRole('button', { name: 'Supprimer Tarte' })).toBeInTheDocument();
    shown.unmount();
    usePlanner.setState({ weekEntries: [], status: 'loading' });
    renderApp('/meal-entries', { ...initialSessionState });
    const kept = await screen.findByRole('link', { name: 'Tarte' });
    expect(kept).toHaveAttribute('href', '/recipes/r1?portions=6');
    expect(kept.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(screen.getByRole('region', { name: 'jeudi 26 novembre' })).getByText('Dîner · Portions : 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    // A tap on an arrow waits for the live week rather than vanish.
    expect(screen.getByRole('button', { name: 'Semaine suivante' })).toBeDisabled();

    act(() => useSession.setState(signedInSession({ household: buildHousehold({ numberOfPersons: 4, weekStartDay: 1 }) })));
    expect(await screen.findByRole('link', { name: 'Tarte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semaine suivante' })).toBeEnabled();
    act(() => usePlanner.setState({ weekEntries: [entry('e1', 'r1', '2026-11-26', { mealType: 'dinner', portions: 6 })], status: 'loaded' }));
    expect(await screen.findByRole('button', { name: 'Supprimer Tarte' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('never draws the kept week under another week, when the user moves on before the live week shows', async () => {
    const shown = openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-26')] });
    expect(await screen.findByRole('button', { name: 'Supprimer Tarte' })).toBeInTheDocument();
    shown.unmount();
    usePlanner.setState({ weekEntries: [], status: 'loading' });
    renderApp('/meal-entries', signedInSession({ household: buildHousehold({ numberOfPersons: 4, weekStartDay: 1 }) }));
    expect(await screen.findByRole('link', { name: 'Tarte' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Semaine du 30 novembre' })).toBeInTheDocument();
    expect(screen.getByText('Chargement du planning...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tarte' })).not.toBeInTheDocument();
  });

  it('never draws a kept week once another week is the one the planner opens on', async () => {
    const shown = openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-26')] });
    expect(await screen.findByRole('button', { name: 'Supprimer Tarte' })).toBeInTheDocument();
    shown.unmount();
    vi.setSystemTime(new Date(2026, 10, 30, 10, 0));
    usePlanner.setState({ weekEntries: [], status: 'loading' });
    renderApp('/meal-entries', { ...initialSessionState });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('link', { name: 'Tarte' })).not.toBeInTheDocument();
  });

  it('moves by a week with the arrows', async () => {
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Semaine suivante' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Semaine du 30 novembre' })).toBeInTheDocument();
    expect(usePlanner.getState().week?.days[0]).toBe('2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    await user.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Semaine du 16 novembre' })).toBeInTheDocument();
  });

  it('shows a failure in a banner that can be dismissed', async () => {
    const { user } = openPlanner();
    await screen.findByRole('region', { name: 'Non planifiées' });
    act(() => usePlanner.setState({ error: 'planner.errors.add' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Échec de l'ajout du repas");
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a failure left from an earlier visit', async () => {
    usePlanner.setState({ error: 'planner.errors.remove' });
    openPlanner();
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts adding a meal to a day from its add button', async () => {
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une recette au jeudi 26 novembre' }));
    expect(await screen.findByRole('dialog', { name: 'Sélectionner une recette' })).toBeInTheDocument();
  });

  it('opens the grocery panel from its floating button, for a viewer too', async () => {
    const { user } = openPlanner({ role: 'viewer' });
    await user.click(await screen.findByRole('button', { name: 'Ouvrir la liste de courses' }));
    expect(await screen.findByRole('dialog', { name: 'Liste de courses' })).toBeInTheDocument();
  });

  it('opens the add flow once for ?openMenu=true, and takes the parameter out of the address', async () => {
    const { router } = openPlanner({ path: '/meal-entries?openMenu=true' });
    expect(await screen.findByRole('dialog', { name: 'Sélectionner une recette' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/meal-entries');
    // Replaced, not pushed: Back does not return to the address that opens the flow.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the add flow again when the Créer menu asks from the planner itself', async () => {
    const { router, user } = openPlanner();
    await screen.findByRole('region', { name: 'Non planifiées' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (let time = 0; time < 2; time++) {
      await act(() => router.navigate('/meal-entries?openMenu=true'));
      expect(await screen.findByRole('dialog', { name: 'Sélectionner une recette' })).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });
});

describe('planner page, as a grid from 1024 px', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubScreen('desktop');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the seven days as columns, their meals as compact cards in meal-type order', async () => {
    openPlanner({
      weekEntries: [entry('e1', 'r1', '2026-11-26', { mealType: 'dinner', portions: 3 }), entry('e2', 'r2', '2026-11-26', { mealType: 'breakfast' })],
    });
    await screen.findByRole('region', { name: 'Non planifiées' });
    const columns = screen.getAllByRole('region').slice(0, 7);
    expect(columns.map((column) => column.querySelector('time')?.getAttribute('dateTime'))).toEqual(week.days);
    expect(screen.getByRole('region', { name: /mercredi 25 novembre/ })).toHaveAttribute('aria-current', 'date');
    const cards = day('jeudi 26 novembre').getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Soupe', 'Tarte']);
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Tarte' })).toHaveAttribute('href', '/recipes/r1?portions=3');
    expect(cards[1]).toHaveTextContent('DînerPortions : 3');
    expect(cards[0]).toHaveTextContent('Petit-déjeunerPortions : 4');
    // The row's controls wait behind the card's options.
    expect(day('jeudi 26 novembre').queryByRole('combobox')).not.toBeInTheDocument();
    expect(day('jeudi 26 novembre').getByRole('button', { name: 'Déplacer Tarte' })).toBeInTheDocument();
  });

  it("opens a meal's options to change its meal type and portions or remove it, and closes them with Escape", async () => {
    const { user, removeEntry, setMealType } = openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-26', { mealType: 'dinner', portions: 3 })] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    const thursday = day('jeudi 26 novembre');
    const options = thursday.getByRole('button', { name: 'Options de Tarte' });
    expect(options).toHaveAttribute('aria-expanded', 'false');
    await user.click(options);
    expect(options).toHaveAttribute('aria-expanded', 'true');
    const panel = within(thursday.getByRole('group', { name: 'Options de Tarte' }));
    expect(options).toHaveAttribute('aria-controls', thursday.getByRole('group', { name: 'Options de Tarte' }).id);
    expect(panel.getByLabelText('Portions')).toHaveValue('3');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Type de repas pour Tarte' }), 'Déjeuner');
    expect(setMealType).toHaveBeenCalledWith('e1', 'lunch');

    // Reached by the keyboard from the button, and left with Escape back on it.
    await user.click(panel.getByRole('combobox', { name: 'Type de repas pour Tarte' }));
    await user.keyboard('{Escape}');
    expect(thursday.queryByRole('group')).not.toBeInTheDocument();
    expect(options).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(thursday.getByRole('group', { name: 'Options de Tarte' })).getByRole('button', { name: 'Supprimer Tarte' }));
    expect(removeEntry).toHaveBeenCalledWith('e1');
  });

  it("closes a meal's options on a click elsewhere", async () => {
    const { user } = openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-26')] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    await user.click(day('jeudi 26 novembre').getByRole('button', { name: 'Options de Tarte' }));
    expect(day('jeudi 26 novembre').getByRole('group', { name: 'Options de Tarte' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(day('jeudi 26 novembre').queryByRole('group')).not.toBeInTheDocument();
  });

  it("keeps a meal's options open when its card is drawn anew, as when the week is read again", async () => {
    const { user } = openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-26')] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    await user.click(day('jeudi 26 novembre').getByRole('button', { name: 'Options de Tarte' }));
    act(() => usePlanner.setState({ status: 'loading' }));
    expect(screen.queryByRole('group', { name: 'Options de Tarte' })).not.toBeInTheDocument();
    act(() => usePlanner.setState({ status: 'loaded' }));
    expect(await screen.findByRole('group', { name: 'Options de Tarte' })).toBeInTheDocument();
  });

  it("keeps past days read-only: their meals show their values, with no handle and no options, only 'Cuisiné'", async () => {
    openPlanner({ weekEntries: [entry('e1', 'r1', '2026-11-24', { mealType: 'dinner', portions: 3 })] });
    await screen.findByRole('region', { name: 'Non planifiées' });
    const tuesday = day('mardi 24 novembre');
    expect(tuesday.getByText('Aucune recette')).toBeInTheDocument();
    expect(tuesday.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Cuisiné : Tarte, retirer du placard']);
    expect(tuesday.getByRole('listitem')).toHaveTextContent('DînerPortions : 3Cuisiné');
    expect(tuesday.getByRole('link', { name: 'Tarte' })).toHaveAttribute('href', '/recipes/r1?portions=3');
  });

  it('lists the unplanned entries under the grid as compact cards, as a drop target', async () => {
    openPlanner({ unplannedEntries: [entry('u1', 'r2', '')] });
    const unplanned = within(await screen.findByRole('region', { name: 'Non planifiées' }));
    expect(unplanned.getByRole('link', { name: 'Soupe' })).toHaveAttribute('href', '/recipes/r2?portions=4');
    expect(unplanned.getByRole('button', { name: 'Options de Soupe' })).toBeInTheDocument();
    expect(unplanned.getByText('Glissez une recette ici')).toBeInTheDocument();
  });
});
