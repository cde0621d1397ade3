import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendByEmailError } from '../store/actions/email';
import { useGrocery } from '../store';
import { ShareByEmailDialog } from './share-email-dialog';

// The dialog's side of e-mailing the list (spec B §2, §4, §5): the recipient's checks, what it
// asks the store for and what it says. The store's action is stubbed; the mail itself is
// proven against the real service in tests/api/share-list-email.test.ts.

function stubSend(send: (to: string) => Promise<void> = async () => undefined) {
  const sendByEmail = vi.fn(send);
  useGrocery.setState({ sendByEmail });
  return sendByEmail;
}

function renderDialog() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<ShareByEmailDialog onClose={onClose} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Partager la liste de courses' }));
  return {
    user,
    dialog,
    onClose,
    recipient: dialog.getByRole('textbox', { name: 'Email du destinataire' }),
    submit: () => dialog.getByRole('button', { name: /^(Envoyer|Envoi\.\.\.)$/ }),
  };
}

/**
 * From here on time passes only as the test moves it, which proves the 2 seconds. Called after
 * the typing and clicking: user-event waits on timers that would then never fire.
 */
function stopTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('share-by-email dialog', () => {
  it('asks for a recipient and keeps Envoyer disabled until the address is valid', async () => {
    stubSend();
    const { user, dialog, recipient, submit } = renderDialog();
    expect(submit()).toHaveTextContent('Envoyer');
    expect(submit()).toBeDisabled();

    await user.type(recipient, 'camille@');
    await user.tab();
    expect(dialog.getByText('Adresse email invalide')).toBeInTheDocument();
    expect(recipient).toHaveAccessibleDescription('Adresse email invalide');
    expect(submit()).toBeDisabled();

    await user.clear(recipient);
    expect(dialog.getByText('Obligatoire')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.type(recipient, 'camille@example.fr');
    expect(dialog.queryByText('Obligatoire')).not.toBeInTheDocument();
    expect(dialog.queryByText('Adresse email invalide')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("says 'Envoi...' while sending, then that the mail went, and closes 2 seconds later", async () => {
    let deliver = () => {};
    const sendByEmail = stubSend(() => new Promise<void>((resolve) => (deliver = resolve)));
    const { user, dialog, recipient, submit, onClose } = renderDialog();

    await user.type(recipient, '  camille@example.fr ');
    await user.click(submit());
    expect(sendByEmail).toHaveBeenCalledExactlyOnceWith('camille@example.fr');
    expect(submit()).toHaveTextContent('Envoi...');
    expect(submit()).toBeDisabled();

    stopTheClock();
    await act(async () => deliver());
    const status = dialog.getByRole('status');
    expect(status).toHaveTextContent('Email envoyé avec succès!');
    expect(status).toHaveTextContent('La liste de courses a été envoyée à camille@example.fr');

    act(() => vi.advanceTimersByTime(1_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ["Trop d'emails envoyés. Veuillez réessayer plus tard.", new SendByEmailError('api.email.rateLimited')],
    ['Aucune liste de courses active', new SendByEmailError('grocery.email.errors.noList')],
    // Anything the store did not name gets the dialog's own message (spec B §8).
    ["Impossible d'envoyer l'email. Veuillez réessayer plus tard.", new Error('boom')],
  ])('says "%s" when the send is refused, and stays open for another try', async (shown, error) => {
    const sendByEmail = stubSend(() => Promise.reject(error));
    const { user, dialog, recipient, submit, onClose } = renderDialog();

    await user.type(recipient, 'camille@example.fr');
    await user.click(submit());
    expect(dialog.getByRole('alert')).toHaveTextContent(shown);
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    expect(recipient).toHaveValue('camille@example.fr');
    expect(submit()).toHaveTextContent('Envoyer');
    expect(submit()).toBeEnabled();

    stopTheClock();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onClose).not.toHaveBeenCalled();
    vi.useRealTimers();

    sendByEmail.mockResolvedValueOnce(undefined);
    await user.click(submit());
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('Email envoyé avec succès!');
  });

  it("closes with 'Annuler' without sending", async () => {
    const sendByEmail = stubSend();
    const { user, dialog, recipient, onClose } = renderDialog();
    await user.type(recipient, 'camille@example.fr');
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(sendByEmail).not.toHaveBeenCalled();
  });
});
