import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { seedHousehold } from '@/testing/household';
import { useCookbook } from '../store';
import { TagManagerDialog } from './tag-manager-dialog';

// The cookbook's tag manager: members create tags (as in the recipe form's picker), only owners
// rename, recolour and delete them (DESIGN.md §3). The writes are the store's, stubbed here.

function openDialog(role: string) {
  seedHousehold({ role });
  const actions = { createTag: vi.fn().mockResolvedValue('tag-new'), updateTag: vi.fn().mockResolvedValue({ ok: true }), deleteTag: vi.fn().mockResolvedValue(undefined) };
  const cookbook = cookbookSchema.parse({
    id: 'org-1',
    organizationId: 'org-1',
    tags: {
      'default-1': { id: 'default-1', name: 'NiooChefs', color: '#77289B' },
      'tag-desserts': { id: 'tag-desserts', name: 'Desserts', color: '#4CAF50' },
    },
  });
  useCookbook.setState({ cookbook, status: 'loaded', ...actions });
  render(<TagManagerDialog onClose={vi.fn()} />);
  return { user: userEvent.setup(), dialog: within(screen.getByRole('dialog', { name: 'Gérer les tags' })), ...actions };
}

describe('tag manager dialog', () => {
  it('lets an owner edit and delete every tag but the system one', async () => {
    const { user, dialog, deleteTag } = openDialog('owner');
    expect(dialog.getByText('Tag système')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Modifier NiooChefs' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Modifier Desserts' })).toBeInTheDocument();
    expect(dialog.queryByText('Seuls les propriétaires peuvent modifier ou supprimer les tags')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Supprimer Desserts' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Supprimer Desserts' })).getByRole('button', { name: 'Supprimer' }));
    expect(deleteTag).toHaveBeenCalledWith('tag-desserts');
  });

  it('lets a member create tags, not edit or delete them', async () => {
    const { user, dialog, createTag } = openDialog('member');
    expect(dialog.getByText('Seuls les propriétaires peuvent modifier ou supprimer les tags')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^(Modifier|Supprimer) / })).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Nom du tag'), 'Rapide');
    await user.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(createTag).toHaveBeenCalledWith({ name: 'Rapide', color: '#4CAF50' });
  });

  it('shows a viewer the tags only', () => {
    const { dialog } = openDialog('viewer');
    expect(dialog.getByText('Desserts')).toBeInTheDocument();
    expect(dialog.getByText('Seuls les propriétaires peuvent modifier ou supprimer les tags')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^(Modifier|Supprimer) / })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Nom du tag')).not.toBeInTheDocument();
  });
});
