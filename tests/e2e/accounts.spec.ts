import { expect, test } from './support/fixtures';
import { logIn, newAccount, openUserMenu, signUpThroughForm, uniqueEmail, verificationLinkFor } from './support/accounts';

test.describe('accounts', { tag: '@any-layout' }, () => {
  test('sign up, verify through the mailed link, sign in and see the household in the user menu', async ({ page }) => {
    const account = newAccount('journey');
    await signUpThroughForm(page, account);
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');

    await page.goto(await verificationLinkFor(account.email));
    await expect(page.getByText('Email vérifié !')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/recipes$/);
    const menu = await openUserMenu(page);
    await expect(menu.getByText('Camille Martin')).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    const household = menu.getByRole('button', { name: /Famille Martin/ });
    await expect(household).toContainText('Propriétaire');
    await expect(household).toHaveAttribute('aria-current', 'true');

    await menu.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toHaveCount(0);
  });

  test('signing in before verifying the e-mail asks to verify it', async ({ page }) => {
    const account = newAccount('unverified');
    await signUpThroughForm(page, account);
    await logIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Veuillez vérifier votre email avant de vous connecter.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('a wrong password shows its message', async ({ page }) => {
    const account = newAccount('wrongpass');
    await signUpThroughForm(page, account);
    await logIn(page, account.email, 'NotTheRight1');
    await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect.');
  });

  test("a Google sign-in never shows a squatter's never-verified pre-registration of the address", async ({ page }) => {
    const squatter = { ...newAccount('squatted'), firstName: 'Intrus', lastName: 'Squatteur' };
    await signUpThroughForm(page, squatter);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    const dialog = page.getByRole('dialog', { name: "Compte Google de l'émulateur" });
    await dialog.getByLabel('Email').fill(squatter.email);
    await dialog.getByLabel('Nom affiché').fill('Gaspard Moreau');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('button', { name: /Famille Moreau/ })).toContainText('Propriétaire');
    await expect(menu).not.toContainText('Squatteur');

    // The squatter's password no longer opens the account.
    await menu.getByRole('button', { name: 'Déconnexion' }).click();
    // Signed out for good before the next page loads, or it would open still signed in.
    await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toHaveCount(0);
    await logIn(page, squatter.email, squatter.password);
    await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toHaveCount(0);
  });

  test('a first Google sign-in creates a household and the next one reuses it', async ({ page }) => {
    const email = uniqueEmail('google');
    const signInWithGoogle = async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continuer avec Google' }).click();
      const dialog = page.getByRole('dialog', { name: "Compte Google de l'émulateur" });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Nom affiché').fill('Gaspard Moreau');
      await dialog.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/recipes$/);
    };

    await signInWithGoogle();
    let menu = await openUserMenu(page);
    await expect(menu.getByRole('button', { name: /Famille Moreau/ })).toContainText('Propriétaire');
    await menu.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toHaveCount(0);

    await signInWithGoogle();
    menu = await openUserMenu(page);
    await expect(menu.getByRole('button', { name: /Famille Moreau/ })).toHaveCount(1);
  });

  test("the household name follows the first name until the person edits it: 'Foyer de {prénom}'", async ({ page }) => {
    await page.goto('/signup');
    const firstName = page.getByLabel('Prénom');
    const lastName = page.getByLabel('Nom', { exact: true });
    const household = page.getByLabel('Nom du foyer');

    await firstName.pressSequentially('Paul');
    await expect(household).toHaveValue('Foyer de Paul');

    // A last name typed and erased leaves the name following the first name.
    await lastName.pressSequentially('Dupont');
    await expect(household).toHaveValue('Famille Dupont');
    await lastName.clear();
    await expect(household).toHaveValue('Foyer de Paul');

    await firstName.clear();
    await firstName.pressSequentially('Marc');
    await expect(household).toHaveValue('Foyer de Marc');

    // Once the person types in the household name, it is theirs.
    await household.click();
    await household.press('End');
    await household.pressSequentially(' et Léa');
    await expect(household).toHaveValue('Foyer de Marc et Léa');
    await firstName.clear();
    await firstName.pressSequentially('Jules');
    await lastName.pressSequentially('Moreau');
    await expect(household).toHaveValue('Foyer de Marc et Léa');
  });

  test('password reset shows its confirmation', async ({ page }) => {
    const account = newAccount('reset');
    await signUpThroughForm(page, account);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Email envoyé' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });
});

test('the seeded demo account signs in to Famille Demo and finds its cookbook filled', { tag: '@any-layout' }, async ({ demoPage: page }) => {
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('button', { name: /Famille Demo/ })).toContainText('Propriétaire');
  await page.keyboard.press('Escape');

  await page.goto('/cookbook');
  const recipes = page.getByTestId('cookbook-recipes');
  for (const name of ['Crêpes du dimanche', 'Gratin de Mamie', 'Salade de lentilles du mardi', 'Tarte Tatin', 'Soupe au pistou']) {
    await expect(recipes.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'NiooChefs' }).click();
  await expect(recipes.getByRole('link', { name: /Tarte Tatin/ })).toBeVisible();
  await expect(recipes.getByRole('link', { name: /Gratin de Mamie/ })).toHaveCount(0);
});
