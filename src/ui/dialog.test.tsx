import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function TagManager() {
  const [managing, setManaging] = useState(true);
  const [confirming, setConfirming] = useState(false);
  if (!managing) return null;
  return (
    <Dialog title="Gérer les tags" closeLabel="Fermer" onClose={() => setManaging(false)}>
      <button type="button" onClick={() => setConfirming(true)}>
        Supprimer Desserts
      </button>
      {confirming && (
        <Dialog title="Supprimer Desserts" closeLabel="Annuler" onClose={() => setConfirming(false)}>
          <p>Êtes-vous sûr ?</p>
        </Dialog>
      )}
    </Dialog>
  );
}

describe('Dialog', () => {
  it('closes only the newest dialog on Escape, then the one under it', async () => {
    const user = userEvent.setup();
    render(<TagManager />);
    await user.click(screen.getByRole('button', { name: 'Supprimer Desserts' }));
    expect(screen.getByRole('dialog', { name: 'Supprimer Desserts' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Supprimer Desserts' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Gérer les tags' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Gérer les tags' })).not.toBeInTheDocument();
  });
});
