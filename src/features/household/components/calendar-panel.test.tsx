import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '@/domain/shared/outcome';
import { seedHousehold } from '@/testing/household';
import { buildHousehold } from '@/testing/sessions';
import type { LocaleKey } from '@/locales/locale-key';
import { useHousehold, type HouseholdStore } from '../store';
import { CalendarPanel } from './calendar-panel';

// The calendar panel over stubbed store actions: each member's own address, the copy and its
// confirmation, regeneration by any member after a dialog saying only their old address stops
// working, revoking every member's address for owners after a dialog of its own, and what the
// panel says when the service refuses. The service's checks are the API suite's.

const household = buildHousehold();
const FIRST = 'https://app.nioo.test/api/calendar/first-token.ics';
const SECOND = 'https://app.nioo.test/api/calendar/second-token.ics';

async function replaceWithSecond(): Promise<Outcome<LocaleKey>> {
  useHousehold.setState({ calendarAddress: { householdId: household.id, status: 'loaded', url: SECOND } });
  return { ok: true };
}

function stubActions({
  load = async (): Promise<Outcome<LocaleKey>> => {
    useHousehold.setState({ calendarAddress: { householdId: household.id, status: 'loaded', url: FIRST } });
    return { ok: true };
  },
  regenerate = replaceWithSecond,
  revokeAll = replaceWithSecond,
} = {}) {
  const actions = {
    loadCalendarAddress: vi.fn<HouseholdStore['loadCalendarAddress']>(load),
    regenerateCalendarAddress: vi.fn<HouseholdStore['regenerateCalendarAddress']>(regenerate),
    revokeCalendarAddresses: vi.fn<HouseholdStore['revokeCalendarAddresses']>(revokeAll),
  };
  useHousehold.setState(actions);
  return actions;
}

function renderPanel({ canManage = true } = {}) {
  seedHousehold({ role: canManage ? 'owner' : 'viewer', household });
  const user = userEvent.setup();
  render(<CalendarPanel householdId={household.id} canManage={canManage} />);
  return { user };
}

describe('calendar panel', () => {
  it("asks for the household's address and shows it read-only, with how to subscribe", async () => {
    const actions = stubActions();
    renderPanel({ canManage: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Calendrier' })).toBeInTheDocument();
    expect(screen.getByText(/depuis Google Agenda, Apple Calendrier ou Outlook/)).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: 'Adresse du calendrier' });
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    expect(actions.loadCalendarAddress).toHaveBeenCalledWith(household.id);
  });

  it('copies the address and says so', async () => {
    stubActions();
    const { user } = renderPanel({ canManage: false });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(screen.getByText('Adresse copiée dans le presse-papiers')).toBeInTheDocument();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    stubActions();
    const { user } = renderPanel({ canManage: false });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copier' }));
    expect(await screen.findByText("Copie impossible : sélectionnez l'adresse et copiez-la vous-même")).toBeInTheDocument();
  });

  it('lets any member regenerate, and shows only owners the action revoking every address', async () => {
    const actions = stubActions();
    renderPanel({ canManage: false });
    await screen.findByRole('textbox', { name: 'Adresse du calendrier' });
    expect(screen.getByRole('button', { name: 'Régénérer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Révoquer toutes les adresses' })).not.toBeInTheDocument();
    expect(actions.revokeCalendarAddresses).not.toHaveBeenCalled();
  });

  it("regenerates a member's own address only after a dialog saying only theirs stops working", async () => {
    const actions = stubActions();
    const { user } = renderPanel({ canManage: false });
    await user.click(await screen.findByRole('button', { name: 'Régénérer' }));
    const dialog = screen.getByRole('dialog', { name: 'Régénérer votre adresse du calendrier ?' });
    expect(dialog).toHaveTextContent('Votre ancienne adresse cessera aussitôt de fonctionner');
    expect(dialog).toHaveTextContent('Les adresses des autres membres ne changent pas.');
    await user.click(within(dialog).getByText('Annuler', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actions.regenerateCalendarAddress).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Régénérer' }));
    expect(actions.regenerateCalendarAddress).toHaveBeenCalledWith(household.id);
    expect(await screen.findByRole('textbox', { name: 'Adresse du calendrier' })).toHaveValue(SECOND);
    expect(screen.getByText("Nouvelle adresse créée : l'ancienne ne fonctionne plus")).toBeInTheDocument();
  });

  it("shows the service's refusal of a regeneration, and keeps the address", async () => {
    stubActions({ regenerate: async () => ({ ok: false, error: 'household.calendar.errors.regenerateFailed' }) });
    const { user } = renderPanel({ canManage: false });
    await user.click(await screen.findByRole('button', { name: 'Régénérer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Régénérer' }));
    expect(await screen.findByText("Impossible de régénérer l'adresse du calendrier")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse du calendrier' })).toHaveValue(FIRST);
  });

  it("revokes every member's address for an owner only after a dialog saying all stop working", async () => {
    const actions = stubActions();
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Révoquer toutes les adresses' }));
    const dialog = screen.getByRole('dialog', { name: 'Révoquer les adresses de tous les membres ?' });
    expect(dialog).toHaveTextContent("L'adresse de chaque membre du foyer, la vôtre comprise, cessera aussitôt de fonctionner.");
    await user.click(within(dialog).getByText('Annuler', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actions.revokeCalendarAddresses).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Révoquer toutes les adresses' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tout révoquer' }));
    expect(actions.revokeCalendarAddresses).toHaveBeenCalledWith(household.id);
    expect(actions.regenerateCalendarAddress).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: 'Adresse du calendrier' })).toHaveValue(SECOND);
    expect(screen.getByText('Toutes les adresses sont révoquées : voici votre nouvelle adresse')).toBeInTheDocument();
  });

  it("shows the service's refusal of a revocation, and keeps the address", async () => {
    stubActions({ revokeAll: async () => ({ ok: false, error: 'household.calendar.errors.ownersOnly' }) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Révoquer toutes les adresses' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tout révoquer' }));
    expect(await screen.findByText('Seuls les propriétaires du foyer peuvent révoquer les adresses de tous les membres')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse du calendrier' })).toHaveValue(FIRST);
  });

  it('says it is loading, then why the address could not be loaded', async () => {
    let fail: () => void = () => undefined;
    stubActions({
      load: () => {
        useHousehold.setState({ calendarAddress: { householdId: household.id, status: 'loading', url: null } });
        return new Promise((resolve) => {
          fail = () => {
            useHousehold.setState({ calendarAddress: { householdId: household.id, status: 'failed', url: null } });
            resolve({ ok: false, error: 'household.calendar.errors.loadFailed' });
          };
        });
      },
    });
    renderPanel();
    expect(screen.getByText("Chargement de l'adresse...")).toBeInTheDocument();
    act(() => fail());
    await waitFor(() => expect(screen.getByText("Impossible de charger l'adresse du calendrier")).toBeInTheDocument());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copier' })).not.toBeInTheDocument();
  });
});
