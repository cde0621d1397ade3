import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildHousehold } from '@/testing/sessions';
import type { AddMemberOutcome } from '../store/state';
import { useHousehold, type HouseholdStore } from '../store';
import { MembersPanel } from './members-panel';

// The members panel over stubbed store actions: what each reader sees, what managers may do,
// and what the panel says of the outcome. The actions' requests and their optimistic rows are
// store/actions/members.test.ts's; the service's checks are the API suite's.

const member = (userId: string, name: string, role: string | undefined, invitationAccepted = true) => ({
  userId,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
  name,
  role,
  invitationAccepted,
  joinedAt: null,
});

const household = buildHousehold({
  members: [
    member('user-1', 'Camille Martin', 'owner'),
    member('user-2', 'Alex Durand', 'member'),
    member('user-3', 'Sam Petit', 'viewer', false),
    member('user-4', 'Lou Bernard', 'contributor'),
    member('user-5', 'Noé Leroy', 'chef'),
    member('user-6', 'Inès Moreau', undefined),
  ],
});

function stubActions({ addMember = async (): Promise<AddMemberOutcome> => ({ ok: true, emailSent: true }) } = {}) {
  const actions = {
    addMember: vi.fn<HouseholdStore['addMember']>(addMember),
    changeMemberRole: vi.fn<HouseholdStore['changeMemberRole']>(async () => ({ ok: true })),
    removeMember: vi.fn<HouseholdStore['removeMember']>(async () => ({ ok: true })),
  };
  useHousehold.setState(actions);
  return actions;
}

function renderPanel({ canManage = true } = {}) {
  const user = userEvent.setup();
  render(<MembersPanel household={household} canManage={canManage} currentUserId="user-1" />);
  const table = within(screen.getByRole('table'));
  return { user, table, row: (name: string) => within(table.getByRole('row', { name: new RegExp(name) })) };
}

describe('members panel', () => {
  it('lists every member with name, e-mail and role, and marks pending invitations', () => {
    stubActions();
    const { row } = renderPanel({ canManage: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Membres' })).toBeInTheDocument();
    expect(row('Camille Martin').getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Camille Martin(vous)', 'camille@example.test', 'Propriétaire']);
    expect(row('Alex Durand').getByText('Membre')).toBeInTheDocument();
    expect(row('Sam Petit').getByText('Lecteur')).toBeInTheDocument();
    expect(row('Sam Petit').getByText('Invitation en attente')).toBeInTheDocument();
    expect(row('Alex Durand').queryByText('Invitation en attente')).not.toBeInTheDocument();
    expect(row('Lou Bernard').getByText('Contributeur')).toBeInTheDocument();
    expect(row('Noé Leroy').getByText('Inconnu')).toBeInTheDocument();
    expect(row('Inès Moreau').getByText('Inconnu')).toBeInTheDocument();
  });

  it('is read-only for those who do not manage the household', () => {
    stubActions();
    renderPanel({ canManage: false });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("gives a manager a role select and a remove button on every row but their own", () => {
    stubActions();
    const { table, row } = renderPanel();
    expect(row('Camille Martin').queryByRole('combobox')).not.toBeInTheDocument();
    expect(row('Camille Martin').queryByRole('button')).not.toBeInTheDocument();
    expect(row('Camille Martin').getByText('Propriétaire')).toBeInTheDocument();
    expect(table.getAllByRole('combobox')).toHaveLength(5);
    expect(table.getAllByRole('button', { name: /^Supprimer / })).toHaveLength(5);

    const alex = row('Alex Durand').getByRole('combobox', { name: 'Rôle de Alex Durand' });
    expect(alex).toHaveValue('member');
    expect(within(alex).getAllByRole('option').map((option) => option.textContent)).toEqual(['Propriétaire', 'Membre', 'Lecteur']);
  });

  it('keeps a contributor or unknown role as the current choice until another is picked', () => {
    stubActions();
    const { row } = renderPanel();
    const lou = row('Lou Bernard').getByRole('combobox', { name: 'Rôle de Lou Bernard' });
    expect(lou).toHaveDisplayValue('Contributeur');
    expect(within(lou).getAllByRole('option').map((option) => option.textContent)).toEqual(['Contributeur', 'Propriétaire', 'Membre', 'Lecteur']);
    expect(row('Noé Leroy').getByRole('combobox')).toHaveDisplayValue('Inconnu');
    expect(row('Inès Moreau').getByRole('combobox')).toHaveDisplayValue('Inconnu');
  });

  it('changes a role through the store, and says when it failed', async () => {
    const { changeMemberRole } = stubActions();
    const { user, row } = renderPanel();
    await user.selectOptions(row('Lou Bernard').getByRole('combobox'), 'Lecteur');
    expect(changeMemberRole).toHaveBeenCalledExactlyOnceWith('org-1', 'user-4', 'viewer');

    changeMemberRole.mockResolvedValueOnce({ ok: false, error: 'household.members.errors.roleFailed' });
    await user.selectOptions(row('Alex Durand').getByRole('combobox'), 'Propriétaire');
    expect(changeMemberRole).toHaveBeenLastCalledWith('org-1', 'user-2', 'owner');
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la mise à jour du rôle');
  });

  it('asks before removing a member, and removes only once confirmed', async () => {
    const { removeMember } = stubActions();
    const { user, row } = renderPanel();

    await user.click(row('Alex Durand').getByRole('button', { name: 'Supprimer Alex Durand' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Supprimer Alex Durand' }));
    expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer cet utilisateur ?')).toBeInTheDocument();
    await user.click(dialog.getByText('Annuler'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeMember).not.toHaveBeenCalled();

    removeMember.mockResolvedValueOnce({ ok: false, error: 'household.members.errors.removeFailed' });
    await user.click(row('Alex Durand').getByRole('button', { name: 'Supprimer Alex Durand' }));
    dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(removeMember).toHaveBeenCalledExactlyOnceWith('org-1', 'user-2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("Échec de la suppression de l'utilisateur");
  });

  it('shows the same members and controls as cards, for phones', () => {
    stubActions();
    renderPanel();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(within(cards[0] as HTMLElement).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('Invitation en attente')).toBeInTheDocument();
    expect(within(cards[3] as HTMLElement).getByRole('combobox', { name: 'Rôle de Lou Bernard' })).toHaveDisplayValue('Contributeur');
  });
});

describe('adding a member', () => {
  const email = () => screen.getByRole('textbox', { name: 'Email du nouveau membre' });

  it('adds the address with the chosen role (member by default), then clears it', async () => {
    const { addMember } = stubActions();
    const { user } = renderPanel();
    expect(screen.getByRole('combobox', { name: 'Rôle du nouveau membre' })).toHaveDisplayValue('Membre');

    await user.type(email(), '  Lea@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
    expect(addMember).toHaveBeenCalledExactlyOnceWith('org-1', { email: 'lea@example.test', role: 'member' });
    expect(await screen.findByText('Invitation envoyée à lea@example.test')).toBeInTheDocument();
    expect(email()).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle du nouveau membre' }), 'Lecteur');
    await user.type(email(), 'max@example.test');
    await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
    expect(addMember).toHaveBeenLastCalledWith('org-1', { email: 'max@example.test', role: 'viewer' });
  });

  it("says when the invitation exists but its mail could not go", async () => {
    stubActions({ addMember: async () => ({ ok: true, emailSent: false }) });
    const { user } = renderPanel();
    await user.type(email(), 'lea@example.test');
    await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
    expect(await screen.findByRole('status')).toHaveTextContent("L'invitation a été créée mais l'email n'a pas pu être envoyé.");
    expect(email()).toHaveValue('');
  });

  it.each([
    ['household.members.errors.userNotFound', "Cet utilisateur n'existe pas. Il doit d'abord créer un compte."],
    ['household.members.errors.inviteFailed', "Une erreur s'est produite lors de l'ajout de l'utilisateur. Veuillez réessayer."],
    ['household.members.errors.addFailed', "Échec de l'ajout de l'utilisateur"],
  ] as const)('shows %s and keeps the typed address', async (error, message) => {
    stubActions({ addMember: async () => ({ ok: false, error }) });
    const { user } = renderPanel();
    await user.type(email(), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email()).toHaveValue('nobody@example.test');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks for a valid address before calling the store', async () => {
    const { addMember } = stubActions();
    const { user } = renderPanel();
    await user.type(email(), 'lea@');
    await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(addMember).not.toHaveBeenCalled();
  });
});
