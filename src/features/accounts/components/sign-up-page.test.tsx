import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, visitorSession } from '@/testing/render-app';

const valid = {
  Prénom: 'Camille',
  Nom: 'Martin',
  Email: 'camille@example.test',
  'Mot de passe': 'Secret123',
};

async function fillIn(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

function renderSignUp(signUp = vi.fn().mockResolvedValue({ ok: true })) {
  renderApp('/signup', { ...visitorSession, signUp });
  return signUp;
}

function errorUnder(label: string) {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('sign-up form', () => {
  it.each([
    ['Prénom', 'C', 'Le prénom doit contenir au moins 2 caractères'],
    ['Nom', 'M', 'Le nom doit contenir au moins 2 caractères'],
    ['Email', 'camille@', 'Adresse email invalide'],
    ['Mot de passe', 'Sh0rt', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['Mot de passe', 'secret123', 'Le mot de passe doit contenir au moins une majuscule'],
    ['Mot de passe', 'SECRET123', 'Le mot de passe doit contenir au moins une minuscule'],
    ['Mot de passe', 'SecretSecret', 'Le mot de passe doit contenir au moins un chiffre'],
    ['Nom du foyer', 'F', 'Le nom du foyer doit contenir au moins 2 caractères'],
    ['Nombre de personnes', '0', 'Le foyer doit compter au moins 1 personne'],
  ])('shows under %s, for %j, the message %j and sends nothing', async (label, value, message) => {
    const signUp = renderSignUp();
    const user = await fillIn({ ...valid, [label]: value });
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(errorUnder(label)).toBe(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    ['Prénom', 'a'.repeat(51), 'Le prénom ne peut pas dépasser 50 caractères'],
    ['Nom', 'a'.repeat(51), 'Le nom ne peut pas dépasser 50 caractères'],
    ['Email', `${'a'.repeat(242)}@example.test`, "L'adresse email ne peut pas dépasser 254 caractères"],
    ['Mot de passe', `Secret1${'a'.repeat(122)}`, 'Le mot de passe ne peut pas dépasser 128 caractères'],
    ['Nom du foyer', 'a'.repeat(81), 'Le nom du foyer ne peut pas dépasser 80 caractères'],
  ])('shows under %s, for a value one character too long, the message %j and sends nothing', async (label, value, message) => {
    const signUp = renderSignUp();
    const user = await fillIn(valid);
    // Pasted: typing hundreds of characters one by one would only slow the test down.
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(errorUnder(label)).toBe(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  // A browser's text field drops the line breaks of a paste, but keeps its tabs.
  it.each(['Prénom', 'Nom', 'Nom du foyer'])('shows under %s, for a pasted name holding a tab, that it must fit on one line, and sends nothing', async (label) => {
    const signUp = renderSignUp();
    const user = await fillIn(valid);
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste('Dur\tand');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(errorUnder(label)).toBe('Ce champ doit tenir sur une ligne, sans tabulation ni caractère de contrôle');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the message of every empty field at once', async () => {
    renderSignUp();
    const user = await fillIn({ 'Nombre de personnes': '' });
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(errorUnder('Prénom')).toBe('Le prénom doit contenir au moins 2 caractères');
    expect(errorUnder('Nom')).toBe('Le nom doit contenir au moins 2 caractères');
    expect(errorUnder('Email')).toBe('Adresse email invalide');
    expect(errorUnder('Mot de passe')).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(errorUnder('Nom du foyer')).toBe('Le nom du foyer doit contenir au moins 2 caractères');
    expect(errorUnder('Nombre de personnes')).toBe('Le foyer doit compter au moins 1 personne');
  });

  it('proposes the household name from the last name, else the first name, until the user edits it', async () => {
    renderSignUp();
    const household = screen.getByLabelText('Nom du foyer');
    expect(screen.getByLabelText('Nombre de personnes')).toHaveValue(1);
    await fillIn({ Prénom: 'Camille' });
    expect(household).toHaveValue('Foyer de Camille');
    const user = await fillIn({ Nom: 'Martin' });
    expect(household).toHaveValue('Famille Martin');
    await user.clear(household);
    await user.type(household, 'Les Martin');
    await fillIn({ Nom: 'Durand' });
    expect(household).toHaveValue('Les Martin');
  });

  it('keeps following the first name after a last name is typed and erased', async () => {
    renderSignUp();
    const household = screen.getByLabelText('Nom du foyer');
    await fillIn({ Prénom: 'Paul' });
    const user = await fillIn({ Nom: 'Dupont' });
    expect(household).toHaveValue('Famille Dupont');
    await user.clear(screen.getByLabelText('Nom'));
    expect(household).toHaveValue('Foyer de Paul');
    await fillIn({ Prénom: 'Marc' });
    expect(household).toHaveValue('Foyer de Marc');
  });

  it('sends the payload and shows the verification screen with a link to /login', async () => {
    const signUp = renderSignUp();
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(signUp).toHaveBeenCalledWith({
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@example.test',
      password: 'Secret123',
      organizationName: 'Famille Martin',
      numberOfPersons: 1,
    });
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message under the error heading and keeps what was typed", async () => {
    renderSignUp(vi.fn().mockResolvedValue({ ok: false, error: 'signup.errors.emailInUse' }));
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erreur lors de la création du compte')).toBeInTheDocument();
    expect(within(alert).getByText('Cet email est déjà utilisé. Veuillez vous connecter.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('camille@example.test');
  });

  it('shows the generic message when the server named no problem', async () => {
    renderSignUp(vi.fn().mockResolvedValue({ ok: false, error: 'signup.errors.generic' }));
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Erreur lors de la création du compte.')).toBeInTheDocument();
  });
});
