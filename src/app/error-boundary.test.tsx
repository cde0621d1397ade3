import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundary';
import { ConfigErrorScreen } from './screens/config-error-screen';

function Broken(): never {
  throw new Error('boom');
}

describe('crash screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a crashed tree with the crash screen and reloads on refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Oups ! Un problème est survenu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rafraîchir la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('configuration-error screen', () => {
  it('names every missing setting', () => {
    render(<ConfigErrorScreen missing={['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']} />);
    expect(screen.getByText('Paramètre manquant : VITE_FIREBASE_API_KEY')).toBeInTheDocument();
    expect(screen.getByText('Paramètre manquant : VITE_FIREBASE_APP_ID')).toBeInTheDocument();
  });
});
