import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, visitorSession } from '@/testing/render-app';
import type { SessionErrorKey } from '../store';

describe('login page', () => {
  it('requires the e-mail and the password', async () => {
    const signIn = vi.fn();
    renderApp('/login', { ...visitorSession, signIn });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText('Obligatoire')).toHaveLength(2);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with what was typed', async () => {
    const signIn = vi.fn().mockResolvedValue(undefined);
    renderApp('/login', { ...visitorSession, signIn });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'camille@example.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(signIn).toHaveBeenCalledWith('camille@example.test', 'Secret123');
  });

  it.each<[SessionErrorKey, string]>([
    ['login.errors.wrongPassword', 'Mot de passe incorrect.'],
    ['login.errors.userNotFound', 'Aucun compte trouvé avec cet email.'],
    ['login.errors.tooManyRequests', 'Trop de tentatives échouées. Veuillez réessayer plus tard.'],
    ['login.errors.default', 'Email ou mot de passe incorrect.'],
    ['session.errors.userNotFound', 'Compte utilisateur introuvable. Veuillez vous inscrire.'],
    ['session.errors.userSetupIncomplete', 'Configuration du compte utilisateur incomplète'],
    ['session.errors.emailNotVerified', 'Veuillez vérifier votre email avant de vous connecter.'],
    ['session.errors.householdNotFound', 'Organisation introuvable. Veuillez contacter le support.'],
    ['session.errors.setupFailed', 'La configuration du compte a échoué. Veuillez vous reconnecter.'],
    ['google.errors.popupBlocked', 'Popup bloqué. Veuillez autoriser les popups pour ce site.'],
  ])('shows %s as %j', async (error, message) => {
    renderApp('/login', { ...visitorSession, error });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks to complete the set-up when the account has no household', async () => {
    renderApp('/login', { ...visitorSession, error: 'session.errors.noHousehold' });
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Veuillez terminer la configuration de votre compte')).toBeInTheDocument();
    expect(alert.getByText('Votre compte est créé. Veuillez terminer sa configuration.')).toBeInTheDocument();
  });

  it('links to sign-up and to the password reset', () => {
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
  });
});
