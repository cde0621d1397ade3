import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagForm } from './tag-form';

function renderForm(onSubmit: (tag: { name: string; color: string }) => Promise<boolean>) {
  render(<TagForm submitLabel="Créer" failureMessage="Échec de la création du tag" onSubmit={onSubmit} />);
  return { user: userEvent.setup(), name: screen.getByLabelText('Nom du tag') };
}

describe('tag form', () => {
  it('requires a name of at most 20 characters and sends nothing otherwise', async () => {
    const onSubmit = vi.fn();
    const { user, name } = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByText('Le nom du tag est obligatoire')).toBeInTheDocument();
    await user.type(name, 'a'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByText('20 caractères maximum')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a pasted name holding a tab must fit on one line, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { user, name } = renderForm(onSubmit);
    await user.click(name);
    await user.paste('Ra\tpide');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByText('Ce champ doit tenir sur une ligne, sans tabulation ni caractère de contrôle')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name with the default green and clears itself once saved', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const { user, name } = renderForm(onSubmit);
    await user.type(name, '  Rapide {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Rapide', color: '#4CAF50' });
    expect(name).toHaveValue('');
  });

  it('keeps what was typed and says so when the save fails', async () => {
    const { user, name } = renderForm(vi.fn().mockResolvedValue(false));
    await user.type(name, 'Hiver');
    await user.click(screen.getByRole('radio', { name: 'Couleur #2196F3' }));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByText('Échec de la création du tag')).toBeInTheDocument();
    expect(name).toHaveValue('Hiver');
    expect(screen.getByRole('radio', { name: 'Couleur #2196F3' })).toBeChecked();
  });
});
