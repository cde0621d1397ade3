import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

// Subscriptions and donations (spec A §2-§8, issue 13) on the local payment provider: the
// checkout page is the service's own, and its events reach the household through the same
// webhook handler as Stripe's, so this is the product's path end to end.

const ACCEPTED_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

async function openPanel(page: Page): Promise<void> {
  await page.goto('/organization');
  await expect(page.getByRole('heading', { name: 'Abonnements' })).toBeVisible();
}

const statusCard = (page: Page) => page.getByRole('region', { name: "Statut de l'abonnement" });
const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** From the panel to the local checkout page of the monthly Famille plan. */
async function startMonthlyCheckout(page: Page): Promise<void> {
  await openPanel(page);
  const periods = page.getByRole('group', { name: 'Période de facturation' });
  await periods.getByRole('button', { name: 'Annuel' }).click();
  await expect(planCard(page, 'Famille')).toContainText(/49,90\s€\s*par an/);
  await periods.getByRole('button', { name: 'Mensuel' }).click();
  await expect(periods.getByRole('button', { name: 'Mensuel' })).toHaveAttribute('aria-pressed', 'true');
  await expect(planCard(page, 'Famille')).toContainText(/4,99\s€\s*par mois/);
  await page.getByRole('button', { name: "S'abonner au plan Famille" }).click();
  await expect(page).toHaveURL(/\/payments\/local\/checkout\/cs_/);
  await expect(page.getByRole('heading', { name: 'Abonnement Famille' })).toBeVisible();
}

async function pay(page: Page, card: string): Promise<void> {
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByRole('button', { name: /^Payer / }).click();
}

test('the owner subscribes monthly and pays, cancels through the dialog and reactivates; a member sees it read-only and donates 20 €', { tag: '@any-layout' }, async ({
  ownerPage: owner,
  memberPage: member,
}) => {
  test.setTimeout(90_000);

  await test.step('subscribe and pay', async () => {
    await startMonthlyCheckout(owner);
    await pay(owner, ACCEPTED_CARD);
    await expect(owner).toHaveURL(/\/subscription\/success/);
    await expect(owner.getByRole('heading', { name: 'Abonnement réussi!' })).toBeVisible();
    await expect(owner.getByText('Félicitations! Vous êtes maintenant abonné au plan Famille.')).toBeVisible();
    // The page moves on to /organization by itself 5 s after 'Abonnement réussi!', which a
    // scan on a busy machine can outlast: the link is checked for where it goes, then the move.
    await expect(owner.getByRole('link', { name: 'Continuer maintenant' })).toHaveAttribute('href', '/organization');
    await expectAccessible(owner);
    await expect(owner).toHaveURL(/\/organization$/);
  });

  await test.step('the status card', async () => {
    const card = statusCard(owner);
    await expect(card).toContainText('Actif');
    await expect(card).toContainText('Famille');
    await expect(card).toContainText('Carte Visa se terminant par 4242');
    await expect(card).toContainText(/Prochain renouvellement le \d/);
    await expect(planCard(owner, 'Famille').getByRole('button', { name: 'Plan actuel' })).toBeDisabled();
    // Another plan is changed in the portal, never bought as a second subscription.
    await expect(planCard(owner, 'Premium').getByRole('button', { name: "Gérer l'abonnement pour passer au plan Premium" })).toBeEnabled();
    await expect(owner.getByRole('button', { name: /S'abonner/ })).toHaveCount(0);
    await expectAccessible(owner);
  });

  await test.step('cancel through the dialog, then reactivate', async () => {
    const card = statusCard(owner);
    await card.getByRole('button', { name: 'Annuler', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: "Annuler l'abonnement ?" });
    await expect(dialog).toContainText("Votre abonnement restera actif jusqu'à la fin de la période en cours");
    await expectAccessible(owner);
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(/Se termine le \d/);
    await expect(card.getByRole('button', { name: 'Annuler', exact: true })).toHaveCount(0);

    await card.getByRole('button', { name: 'Réactiver' }).click();
    await expect(card).toContainText(/Prochain renouvellement le \d/);
    await expect(card.getByRole('button', { name: 'Réactiver' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Annuler', exact: true })).toBeVisible();
  });

  await test.step('a member sees the panel read-only', async () => {
    await openPanel(member);
    await expect(member.getByText("Seuls les propriétaires peuvent gérer l'abonnement du foyer.", { exact: false })).toBeVisible();
    await expect(statusCard(member)).toContainText('Actif');
    await expect(statusCard(member)).toContainText('Carte Visa se terminant par 4242');
    await expect(planCard(member, 'Premium')).toBeVisible();
    await expect(member.getByRole('button', { name: /S'abonner/ })).toHaveCount(0);
    await expect(statusCard(member).getByRole('button')).toHaveCount(0);
    await expectAccessible(member);
  });

  await test.step('and donates 20 €', async () => {
    await planCard(member, 'Faire un don').getByRole('button', { name: 'Faire un don' }).click();
    const dialog = member.getByRole('dialog', { name: 'Faire un don' });
    await expect(dialog.getByLabel('Montant du don (€)')).toHaveValue('30');
    await dialog.getByRole('button', { name: '20 €' }).click();
    await expect(dialog.getByLabel('Montant du don (€)')).toHaveValue('20');
    await expectAccessible(member);
    await dialog.getByRole('button', { name: 'Donner' }).click();
    await expect(member).toHaveURL(/\/payments\/local\/checkout\/cs_/);
    await expect(member.getByRole('button', { name: 'Payer 20,00 €' })).toBeVisible();
    await pay(member, ACCEPTED_CARD);
    await expect(member).toHaveURL(/\/subscription\/success\?donation=/);
    await expect(member.getByRole('heading', { name: 'Merci pour votre don !' })).toBeVisible();
  });
});

test('a declined card says so on the checkout page, and the household stays on the free plan', { tag: '@any-layout' }, async ({ ownerPage: page }) => {
  await startMonthlyCheckout(page);
  await pay(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Votre carte a été refusée. Essayez avec une autre carte.');
  await expect(page.getByLabel('Numéro de carte')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('link', { name: 'Annuler et revenir à Nioo' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(planCard(page, 'Gratuit').getByRole('button', { name: 'Plan actuel' })).toBeVisible();
  await expect(planCard(page, 'Famille').getByRole('button', { name: "S'abonner au plan Famille" })).toBeVisible();
  await expect(statusCard(page)).toHaveCount(0);
});
