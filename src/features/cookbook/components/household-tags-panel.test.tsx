import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { COOKBOOK_MAX_TAGS } from '@/domain/cookbook/cookbook-tag';
import { seedHousehold } from '@/testing/household';
import { useCookbook } from '../store';
import { HouseholdTagsPanel } from './household-tags-panel';

// The settings panel reads the cookbook the shell follows; its writes are the store's
// (tag-actions.ts), stubbed here at the store's boundary.

/** The default tags (Favoris, NiooChefs) and three of the household's own, in no particular order. */
function buildCookbook(tags: { id: string; name: string; color: string }[] = []) {
  return cookbookSchema.parse({
    id: 'org-1',
    organizationId: 'org-1',
    tags: Object.fromEntries(
      [
        { id: 'tag-legumes', name: 'Légumes', color: '#009688' },
        { id: 'default-1', name: 'NiooChefs', color: '#77289B' },
        { id: 'tag-epices', name: 'Épices', color: '#FF9800' },
        { id: 'default-0', name: 'Favoris', color: '#E0BC00' },
        { id: 'tag-desserts', name: 'Desserts', color: '#4CAF50' },
        ...tags,
      ].map((tag) => [tag.id, tag]),
    ),
  });
}

function renderPanel({ role = 'owner', cookbook = buildCookbook() }: { role?: string; cookbook?: ReturnType<typeof buildCookbook> | null } = {}) {
  seedHousehold({ role });
  const actions = { createTag: vi.fn().mockResolvedValue('tag-new'), updateTag: vi.fn().mockResolvedValue({ ok: true }), deleteTag: vi.fn().mockResolvedValue(undefined) };
  useCookbook.setState({ cookbook, status: 'loaded', ...actions });
  render(<HouseholdTagsPanel />);
  return { user: userEvent.setup(), ...actions };
}

const rows = () => screen.getAllByRole('listitem');
const row = (name: string) => rows().find((item) => within(item).queryByText(name)) as HTMLElement;

describe('household tags panel, for an owner', () => {
  it('lists the tags sorted by name in French, the system tag labelled and locked', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Tags' })).toBeInTheDocument();
    // A plain comparison would put Épices last.
    expect(rows().map((item) => item.textContent)).toEqual(['Desserts', 'Épices', 'Favoris', 'Légumes', 'NiooChefs'].map((name) => expect.stringMatching(new RegExp(`^${name}`, 'u'))));
    expect(within(row('NiooChefs')).getByText('Tag système')).toBeInTheDocument();
    expect(within(row('NiooChefs')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Favoris')).getByRole('button', { name: 'Modifier Favoris' })).toBeInTheDocument();
    expect(within(row('Favoris')).getByRole('button', { name: 'Supprimer Favoris' })).toBeInTheDocument();
    expect(screen.queryByText('Seuls les propriétaires peuvent modifier ou supprimer les tags')).not.toBeInTheDocument();
  });

  it('creates a tag with the trimmed name and the default green', async () => {
    const { user, createTag } = renderPanel();
    expect(screen.getByRole('heading', { level: 3, name: 'Créer un tag' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom du tag'), '  Rapide ');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(createTag).toHaveBeenCalledWith({ name: 'Rapide', color: '#4CAF50' });
  });

  it('says when the cookbook holds as many tags as it may instead of offering the form', () => {
    const extra = Array.from({ length: COOKBOOK_MAX_TAGS - 5 }, (_, i) => ({ id: `t${i}`, name: `Tag ${i}`, color: '#4CAF50' }));
    renderPanel({ cookbook: buildCookbook(extra) });
    expect(screen.getByText('20 tags au maximum : supprimez-en un pour en créer un autre.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer' })).not.toBeInTheDocument();
  });

  it('renames and recolours a tag in place, then closes the form', async () => {
    const { user, updateTag } = renderPanel();
    const desserts = row('Desserts');
    await user.click(within(desserts).getByRole('button', { name: 'Modifier Desserts' }));
    const name = within(desserts).getByLabelText('Nom du tag');
    expect(name).toHaveValue('Desserts');
    await user.clear(name);
    await user.type(name, 'Gâteaux');
    await user.click(within(desserts).getByRole('radio', { name: 'Couleur #2196F3' }));
    await user.click(within(desserts).getByRole('button', { name: 'Enregistrer' }));
    expect(updateTag).toHaveBeenCalledWith('tag-desserts', { name: 'Gâteaux', color: '#2196F3' });
    expect(within(desserts).queryByLabelText('Nom du tag')).not.toBeInTheDocument();
  });

  it('refuses an empty name when editing', async () => {
    const { user, updateTag } = renderPanel();
    const desserts = row('Desserts');
    await user.click(within(desserts).getByRole('button', { name: 'Modifier Desserts' }));
    await user.clear(within(desserts).getByLabelText('Nom du tag'));
    await user.click(within(desserts).getByRole('button', { name: 'Enregistrer' }));
    expect(within(desserts).getByText('Le nom du tag est obligatoire')).toBeInTheDocument();
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('deletes a tag only once the confirmation is accepted', async () => {
    const { user, deleteTag } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Supprimer Épices' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer Épices' });
    expect(within(confirm).getByText('Êtes-vous sûr de vouloir supprimer ce tag ? Cette action ne peut pas être annulée.')).toBeInTheDocument();
    await user.click(within(confirm).getByText('Annuler'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteTag).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Supprimer Épices' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(deleteTag).toHaveBeenCalledWith('tag-epices');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a failed delete until dismissed, and not the errors its forms or other cookbook screens say themselves", async () => {
    const { user } = renderPanel();
    act(() => useCookbook.setState({ error: 'cookbook.errors.saveView' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useCookbook.setState({ error: 'cookbook.errors.updateTag' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useCookbook.setState({ error: 'cookbook.errors.deleteTag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Échec de la suppression du tag');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useCookbook.getState().error).toBeNull();
  });
});

describe('household tags panel', () => {
  it.each(['member', 'viewer'])('shows a %s the tags read-only, with the owners-only hint', (role) => {
    renderPanel({ role });
    expect(screen.getByText('Seuls les propriétaires peuvent modifier ou supprimer les tags')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(within(row('NiooChefs')).getByText('Tag système')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nom du tag')).not.toBeInTheDocument();
  });

  it('says when the household has no tags', () => {
    renderPanel({ cookbook: cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1' }) });
    expect(screen.getByText('Aucun tag pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('waits for the cookbook, then says when it could not be read', () => {
    seedHousehold();
    useCookbook.setState({ cookbook: null, status: 'loading' });
    render(<HouseholdTagsPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    act(() => useCookbook.setState({ status: 'loaded', error: 'cookbook.errors.load' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement du carnet.');
    expect(screen.queryByText('Aucun tag pour le moment.')).not.toBeInTheDocument();
  });
});
