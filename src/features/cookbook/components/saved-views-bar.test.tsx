import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { seedHousehold } from '@/testing/household';
import { useCookbook } from '../store';
import { SavedViewsBar } from './saved-views-bar';
import { TagFilterBar } from './tag-filter-bar';

// The saved view dialog, creating a view and editing one: only the changed fields of an edit are
// written, the bar shows the edit at once and puts the view back when the write fails. The write
// itself (a transaction the rules accept, two members' edits kept) is proven on the emulator in
// src/features/cookbook/data/saved-views.emulator.test.ts; here it lands or fails.

// The setup file already loaded the app, this data file included: forget those modules so this
// file's imports load again, over the stub (as shared-grocery-list-page.test.tsx does).
const data = vi.hoisted(() => {
  vi.resetModules();
  return {
    updateView: vi.fn<(householdId: string, viewId: string, changes: object, now: Date) => Promise<void>>(),
    saveView: vi.fn<(householdId: string, view: object) => Promise<void>>(),
  };
});
vi.mock('../data', () => data);

const { updateView, saveView } = data;

beforeEach(() => {
  updateView.mockReset();
  saveView.mockReset();
  seedHousehold({ role: 'member' });
  useCookbook.setState({
    status: 'loaded',
    cookbook: cookbookSchema.parse({
      id: 'org-1',
      organizationId: 'org-1',
      tags: {
        'tag-rapide': { name: 'Rapide', color: '#4CAF50' },
        'tag-desserts': { name: 'Desserts', color: '#E91E63' },
      },
      savedViews: [{ id: 'v1', name: 'Vite fait', tagIds: ['tag-rapide'], filterType: 'OR' }],
    }),
  });
});

async function openEdit() {
  render(<SavedViewsBar />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Modifier la vue Vite fait' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Modifier la vue' })) };
}

// A dozen role queries over the bar and its dialog: more than the default's few seconds on a busy CI machine.
describe('editing a saved view', { timeout: 20_000 }, () => {
  it('renames it and changes its tags, writing only those fields, and shows the new name at once', async () => {
    updateView.mockResolvedValue(undefined);
    const { user, dialog } = await openEdit();
    const name = dialog.getByRole('textbox', { name: 'Nom de la vue' });
    expect(name).toHaveValue('Vite fait');
    expect(dialog.getByRole('button', { name: 'Rapide', pressed: true })).toBeInTheDocument();

    await user.clear(name);
    await user.paste('Soirs pressés');
    await user.click(dialog.getByRole('button', { name: 'Rapide' }));
    await user.click(dialog.getByRole('button', { name: 'Desserts' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(updateView).toHaveBeenCalledWith('org-1', 'v1', { name: 'Soirs pressés', tagIds: ['tag-desserts'] }, expect.any(Date));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soirs pressés' })).toBeInTheDocument();
    expect(useCookbook.getState().cookbook?.savedViews[0]).toMatchObject({ id: 'v1', name: 'Soirs pressés', tagIds: ['tag-desserts'], filterType: 'OR' });
  });

  it('says so in French when the write fails, keeps what was typed and puts the view back as it was', async () => {
    updateView.mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openEdit();
    const name = dialog.getByRole('textbox', { name: 'Nom de la vue' });
    await user.clear(name);
    await user.paste('Soirs pressés');
    await user.click(dialog.getByRole('radio', { name: 'Tous (ET)' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await dialog.findByText('Échec de la mise à jour de la vue')).toBeInTheDocument();
    expect(name).toHaveValue('Soirs pressés');
    expect(useCookbook.getState().cookbook?.savedViews[0]).toMatchObject({ name: 'Vite fait', tagIds: ['tag-rapide'], filterType: 'OR' });
    expect(screen.getByRole('button', { name: 'Vite fait', hidden: true })).toBeInTheDocument();
  });

  it('checks an edit as it checks a new view: a name, and at least one tag', async () => {
    const { user, dialog } = await openEdit();
    await user.clear(dialog.getByRole('textbox', { name: 'Nom de la vue' }));
    await user.click(dialog.getByRole('button', { name: 'Rapide' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(dialog.getByText('Le nom de la vue est obligatoire')).toBeInTheDocument();
    expect(dialog.getByText('Choisissez au moins un tag')).toBeInTheDocument();
    expect(updateView).not.toHaveBeenCalled();
  });
});

describe('saving the tag selection as a view', { timeout: 20_000 }, () => {
  it('opens the same dialog on the tags picked, and saves the view under the name typed', async () => {
    saveView.mockResolvedValue(undefined);
    useCookbook.setState({ selectedTagIds: ['tag-desserts'], filterType: 'AND' });
    render(<TagFilterBar />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer comme vue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enregistrer comme vue' }));
    expect(dialog.getByRole('button', { name: 'Desserts', pressed: true })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Tous (ET)' })).toBeChecked();
    await user.click(dialog.getByRole('textbox', { name: 'Nom de la vue' }));
    await user.paste('Goûters');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(saveView).toHaveBeenCalledWith('org-1', expect.objectContaining({ name: 'Goûters', tagIds: ['tag-desserts'], filterType: 'AND', color: '#3B82F6', isDefault: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
