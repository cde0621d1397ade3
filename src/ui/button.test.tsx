import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button when idle: pressable, not busy, no spinner', async () => {
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Enregistrer</Button>);
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.animate-spin')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while busy is disabled, says it is busy and shows a spinner beside its label', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button busy onClick={onClick}>
        Enregistrer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.animate-spin')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('reads its busy label while busy, and its own label again after', () => {
    const { rerender } = render(
      <Button busy busyLabel="Enregistrement…">
        Enregistrer
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^Enregistrement…$/);
    rerender(
      <Button busy={false} busyLabel="Enregistrement…">
        Enregistrer
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^Enregistrer$/);
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('stays disabled when asked, busy or not', () => {
    render(
      <Button disabled busy={false}>
        Envoyer
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});
