import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { weekFrom } from '@/domain/planner/week';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useHousehold } from '@/features/household';
import { seedCookbook, seedRecipesById } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';
import { buildHousehold, signedInSession } from '@/testing/sessions';
import { usePlanner } from '../../store';

// Keyboard drag and drop on the planner, with a made-up layout (jsdom lays nothing out): the
// seven days and the unplanned area stacked 300 px apart on the left, the recipe panel on the right.

const NOW = new Date(2026, 10, 25, 10, 0); // Wednesday: Monday and Tuesday are past.
const tarte = recipeSchema.parse({ id: 'r1', name: 'Tarte', servings: 4, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille' } });
const entry = (date: string): MealEntry => mealEntrySchema.parse({ id: 'e1', organizationId: 'org-1', userId: 'user-1', recipeId: 'r1', date, portions: 2 });

function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // The drag overlay (dnd-kit measures its content), fixed over where the drag started.
    const overlay = [this, this.parentElement].find((element) => element?.style.position === 'fixed');
    if (overlay) return new DOMRect(parseFloat(overlay.style.left), parseFloat(overlay.style.top), parseFloat(overlay.style.width), parseFloat(overlay.style.height));
    const panelCard = this.closest('aside li');
    if (panelCard) return new DOMRect(700, 100, 150, 150);
    const zones = [...document.querySelectorAll('main section')];
    const zone = this.closest('section');
    const index = zone ? zones.indexOf(zone) : -1;
    if (index === -1) return new DOMRect(0, 0, 0, 0);
    if (this === zone) return new DOMRect(0, index * 300, 600, 280);
    return new DOMRect(20, index * 300 + 60, 560, 60);
  });
  Element.prototype.scrollIntoView = () => undefined;
}

function openPlanner(seed: { weekEntries?: MealEntry[]; unplannedEntries?: MealEntry[] } = {}) {
  const household = buildHousehold({ numberOfPersons: 4, weekStartDay: 1 });
  useHousehold.setState({ userId: 'user-1', household, roles: { 'org-1': 'owner' } });
  // The panel picks from the household's recipes; the meals' recipes are read by id.
  seedCookbook([tarte]);
  seedRecipesById([tarte]);
  const actions = { addEntry: vi.fn().mockResolvedValue({ ok: true }), moveEntry: vi.fn().mockResolvedValue({ ok: true }) };
  usePlanner.setState({ week: weekFrom('2026-11-23'), weekEntries: [], unplannedEntries: [], status: 'loaded', ...seed, ...actions });
  renderApp('/meal-entries', signedInSession({ household }));
  return { ...actions, user: userEvent.setup() };
}

/** dnd-kit's live region: what a screen reader hears. */
const announced = () => screen.getAllByRole('status').map((region) => region.textContent).join(' ');

// The week's days and the recipe panel load with their first showing (planner-page.tsx): loaded
// once here, so a test waits for them only as long as the app waits for a chunk already there.
beforeAll(async () => {
  await Promise.all([import('../week-cards'), import('../week-grid'), import('../recipe-panel')]);
});
// The first test of the file still waits for the lazy days to be drawn, seconds on a busy machine.
const FIRST_DRAW_MS = 8_000;

describe('planner drag and drop', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    layOut();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves an entry to the next day with the keyboard, and says so in French', async () => {
    const { user, moveEntry } = openPlanner({ weekEntries: [entry('2026-11-26')] });
    const handle = await screen.findByRole('button', { name: 'Déplacer Tarte' }, { timeout: FIRST_DRAW_MS });
    expect(handle).toHaveAttribute('aria-roledescription', 'élément déplaçable');
    expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Pour prendre une recette, appuyez sur Espace ou Entrée. Déplacez-la avec les flèches, déposez-la avec Espace ou Entrée, annulez avec Échap.',
    );
    handle.focus();
    await user.keyboard(' ');
    // Picked up over its own day.
    await waitFor(() => expect(announced()).toContain('Recette Tarte au-dessus de jeudi 26 novembre.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announced()).toContain('Recette Tarte au-dessus de vendredi 27 novembre.'));
    await user.keyboard(' ');
    await waitFor(() => expect(moveEntry).toHaveBeenCalledExactlyOnceWith('e1', '2026-11-27'));
    expect(announced()).toContain('Recette Tarte déposée sur vendredi 27 novembre.');
  });

  it('skips read-only days with the arrows and moves an entry to the unplanned area', async () => {
    const { user, moveEntry } = openPlanner({ weekEntries: [entry('2026-11-25')] });
    (await screen.findByRole('button', { name: 'Déplacer Tarte' })).focus();
    await user.keyboard(' ');
    // Up from today: Tuesday and Monday are past, so the entry stays where it is.
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(announced()).toContain('Recette Tarte au-dessus de Non planifiées.'));
    await user.keyboard(' ');
    await waitFor(() => expect(moveEntry).toHaveBeenCalledExactlyOnceWith('e1', ''));
  });

  it('cancels with Escape', async () => {
    const { user, moveEntry } = openPlanner({ weekEntries: [entry('2026-11-26')] });
    (await screen.findByRole('button', { name: 'Déplacer Tarte' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(announced()).toContain('Déplacement annulé.'));
    expect(moveEntry).not.toHaveBeenCalled();
  });

  it('plans a recipe of the panel on the day it is dropped on, with no meal type', async () => {
    const { user, addEntry } = openPlanner();
    const panel = within(await screen.findByRole('complementary', { name: 'Recettes' }));
    panel.getByRole('button', { name: 'Glisser Tarte vers un jour' }).focus();
    await user.keyboard(' ');
    // Left of the panel, the nearest open day is today (the card sits level with Monday, which is past).
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(announced()).toContain('Recette Tarte au-dessus de mercredi 25 novembre.'));
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(addEntry).toHaveBeenCalledExactlyOnceWith({ recipe: tarte, date: '2026-11-26', mealType: null }));
  });

  it('ignores a recipe dropped back on the panel', async () => {
    const { user, addEntry } = openPlanner();
    const panel = within(await screen.findByRole('complementary', { name: 'Recettes' }));
    panel.getByRole('button', { name: 'Glisser Tarte vers un jour' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toContain('Recette Tarte prise.'));
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toContain('Recette Tarte relâchée sans effet.'));
    expect(addEntry).not.toHaveBeenCalled();
  });
});
