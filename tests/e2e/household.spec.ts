import { getDay } from 'date-fns';
import type { Page } from '@playwright/test';
import { demoAccount } from '../../scripts/seed/demo-account';
import { demoMembers } from '../../scripts/seed/demo-members';
import { createVerifiedAccount, invitationLinkFor, logIn, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addItem, openList } from './support/grocery';
import { householdIdOf, restoreHouseholdSettings, grantAdmin, storeInvite } from './support/household-admin';
import { otherBrowser } from './support/other-browser';
import { openPlanner } from './support/planner';

// Households (spec A §2-§8, issue 11): owners manage the settings, the members and their roles;
// an invitation travels by e-mail and is accepted from its link; a role or a removal reaches the
// member's open screens at once; admins open any household.

const weekday = (day: string) => getDay(new Date(`${day}T12:00:00`));

async function openSettings(page: Page): Promise<void> {
  await page.goto('/organization');
  await expect(page.getByRole('heading', { name: 'Paramètres du foyer' })).toBeVisible();
}

/** A member's row as the layout shows it (a table row on a desktop, a card on a phone). */
const memberRow = (page: Page, email: string) => page.getByTestId('member-row').filter({ visible: true }).filter({ hasText: email });

test('the demo owner changes the week start, and the planner follows at once, for a member too', { tag: '@any-layout' }, async ({ demoPage: page, browser }) => {
  test.setTimeout(120_000);
  const householdId = await householdIdOf(demoAccount.email);
  const lea = demoMembers[0];
  const { page: member, leave } = await otherBrowser(browser, '/login', test.info().project.use);
  try {
    await logIn(member, lea.email, demoAccount.password);
    await expect(member).toHaveURL(/\/recipes$/);
    const before = await openPlanner(member);
    expect(weekday(before[0] ?? '')).toBe(1);

    await openSettings(page);
    await expect(memberRow(page, lea.email).getByRole('combobox')).toHaveValue('member');
    await expect(memberRow(page, demoMembers[1].email)).toContainText('Invitation en attente');
    await page.getByLabel('Premier jour de la semaine').selectOption({ label: 'Dimanche' });
    await expect(page.getByText('Premier jour de la semaine enregistré')).toBeVisible();
    await expect(page.getByText('Premier jour de la semaine enregistré')).toBeHidden({ timeout: 5_000 });

    // Léa's open week now starts on a Sunday, without a reload.
    await expect(member.locator('section[aria-labelledby] h2 time[datetime]').first()).toHaveAttribute('datetime', /.+/);
    await expect.poll(async () => weekday((await member.locator('section[aria-labelledby] h2 time[datetime]').first().getAttribute('datetime')) ?? '')).toBe(0);
    const days = await openPlanner(page);
    expect(weekday(days[0] ?? '')).toBe(0);
  } finally {
    await restoreHouseholdSettings(householdId, { weekStartDay: 1 });
    await leave();
  }
});

test('an owner invites an account by e-mail; the link accepted after signing in joins the household; a viewer only ticks; a removal takes the household away at once', { tag: '@any-layout' }, async ({
  ownerPage: owner,
  owner: ownerAccount,
  browser,
}) => {
  test.setTimeout(120_000);
  const invitee = await createVerifiedAccount('invitee');

  // Unknown addresses are refused with the spec's message.
  await openSettings(owner);
  const unknown = uniqueEmail('nobody');
  await owner.getByLabel('Email du nouveau membre').fill(unknown);
  await owner.getByRole('button', { name: 'Ajouter un membre' }).click();
  await expect(owner.getByText("Cet utilisateur n'existe pas. Il doit d'abord créer un compte.")).toBeVisible();
  await expect(owner.getByLabel('Email du nouveau membre')).toHaveValue(unknown);

  await owner.getByLabel('Email du nouveau membre').fill(invitee.email);
  await owner.getByLabel('Rôle du nouveau membre').selectOption('member');
  await owner.getByRole('button', { name: 'Ajouter un membre' }).click();
  await expect(owner.getByText(`Invitation envoyée à ${invitee.email}`)).toBeVisible();
  await expect(memberRow(owner, invitee.email)).toContainText('Invitation en attente');

  // The invitee opens the mailed link signed out, signs in, and comes back to it.
  const link = new URL(await invitationLinkFor(invitee.email));
  const { page: guest, leave } = await otherBrowser(browser, link.pathname, test.info().project.use);
  try {
    await expect(guest.getByText("Connectez-vous ou créez un compte avec l'adresse invitée pour rejoindre le foyer.")).toBeVisible();
    await guest.getByRole('link', { name: 'Se connecter' }).click();
    await guest.getByLabel('Email').fill(invitee.email);
    await guest.getByLabel('Mot de passe').fill(invitee.password);
    await guest.getByRole('button', { name: 'Se connecter' }).click();
    await expect(guest.getByText('Invitation acceptée avec succès !')).toBeVisible();
    await expect(guest).toHaveURL(/\/cookbook$/, { timeout: 5_000 });
    await expect(memberRow(owner, invitee.email)).not.toContainText('Invitation en attente');

    // The invitee is in the owner's household now: its settings list the owner.
    await openSettings(guest);
    await expect(memberRow(guest, ownerAccount.email)).toContainText('Propriétaire');
    await expect(guest.getByText('Seuls les propriétaires peuvent changer le nom du foyer')).toBeVisible();

    // A member plans; once a viewer, the open planner turns read-only, and ticking still works.
    await owner.goto('/grocery-list-v2');
    await owner.getByRole('button', { name: 'Ajouter un article' }).first().click();
    await addItem(owner, 'Farine de sarrasin', 2);
    const days = await openPlanner(guest);
    const addButtons = guest.getByRole('button', { name: /^Ajouter une recette au / });
    await expect(addButtons.first()).toBeVisible();
    expect(days).toHaveLength(7);

    await openSettings(owner);
    await memberRow(owner, invitee.email).getByRole('combobox').selectOption('viewer');
    await expect(addButtons).toHaveCount(0);

    // The typed name reads as the catalogue's food once the catalogue has arrived.
    const buckwheat = (page: Page) => page.getByRole('checkbox', { name: /^farine de sarrasin$/i });
    await openList(guest);
    await buckwheat(guest).check();
    await expect(buckwheat(guest)).toBeChecked();
    await openList(owner);
    await expect(buckwheat(owner)).toBeChecked();
    await openSettings(owner);

    // Removed: the open list goes away, and the invitee is back in a household of their own.
    await memberRow(owner, invitee.email).getByRole('button', { name: /^Supprimer / }).click();
    const confirm = owner.getByRole('dialog');
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet utilisateur ?');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(memberRow(owner, invitee.email)).toHaveCount(0);
    await expect(guest).toHaveURL(/\/recipes$/, { timeout: 5_000 });
    await openSettings(guest);
    await expect(memberRow(guest, ownerAccount.email)).toHaveCount(0);
    await expect(memberRow(guest, invitee.email)).toContainText('Propriétaire');
  } finally {
    await leave();
  }
});

test('a member removed while the app was closed opens it on a household of their own, not the one the device remembers', { tag: '@any-layout' }, async ({
  ownerPage: owner,
  owner: ownerAccount,
  memberPage: member,
}) => {
  test.setTimeout(120_000);
  // The member's device keeps the owner's household as the one opened last, and the app closes.
  await openSettings(member);
  await expect(memberRow(member, ownerAccount.email)).toContainText('Propriétaire');
  await member.goto('about:blank');

  await openSettings(owner);
  const memberOnly = owner.getByTestId('member-row').filter({ visible: true }).filter({ hasNotText: ownerAccount.email });
  const memberEmail = (await memberOnly.textContent())?.match(/member-[\da-f]{8}@example\.test/)?.[0] ?? '';
  const ownerHousehold = await householdIdOf(ownerAccount.email);
  expect(await householdIdOf(memberEmail)).toBe(ownerHousehold);
  await memberOnly.getByRole('button', { name: /^Supprimer / }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(memberOnly).toHaveCount(0);
  // The removal is done once the member's user document names a household of their own.
  await expect.poll(() => householdIdOf(memberEmail), { timeout: 20_000 }).not.toBe(ownerHousehold);

  // Asked for beside the user document, the remembered household is refused and fails nothing:
  // the app settles on the household the user document names. The device's cache may draw the
  // household left for a moment first; the planner the member opened stays, now of their own
  // household (a removal seen live would go to /recipes).
  const ownHousehold = await householdIdOf(memberEmail);
  await member.goto('/meal-entries');
  await expect
    .poll(() => member.evaluate(() => Object.values(localStorage).find((value) => value.includes('"householdId"')) ?? ''), { timeout: 40_000 })
    .toContain(ownHousehold);
  // A redirect, were there one, follows the session's change of household within a frame or two.
  await member.waitForTimeout(1_000);
  await expect(member).toHaveURL(/\/meal-entries$/);
  await expect(member.getByRole('heading', { level: 1, name: /^Semaine du / })).toBeVisible();
  await expect(async () => {
    await openSettings(member);
    await expect(member.getByTestId('member-row').filter({ visible: true })).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(memberRow(member, memberEmail)).toContainText('Propriétaire');
  await expect(member.getByRole('alert')).toHaveCount(0);
});

test('an expired invitation, another account’s and an unknown one each say why, with the way back', { tag: '@any-layout' }, async ({ ownerPage: page, owner }) => {
  const householdId = await householdIdOf(owner.email);
  const expired = await storeInvite({ organizationId: householdId, email: owner.email, expiresAt: new Date(Date.now() - 60_000) });
  const foreign = await storeInvite({ organizationId: householdId, email: uniqueEmail('someone-else'), expiresAt: new Date(Date.now() + 86_400_000) });

  for (const [id, message] of [
    [expired, 'Cette invitation a expiré'],
    [foreign, 'Cette invitation ne correspond pas à votre compte'],
    ['0123456789abcdef0123456789abcdef', "Cette invitation n'existe pas"],
  ] as const) {
    await page.goto(`/organization/invite/${id}`);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au carnet' })).toHaveAttribute('href', '/cookbook');
  }
});

test('the admin route opens any household for an admin, and nothing for anyone else', { tag: '@any-layout' }, async ({ ownerPage: page, owner, browser }) => {
  test.setTimeout(120_000);
  const householdId = await householdIdOf(owner.email);

  // A household owner who is not an admin gets the not-found screen, never the data.
  await page.goto(`/admin/organizations/${householdId}`);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paramètres du foyer' })).toHaveCount(0);

  // Signed out: the login screen.
  const { page: visitor, leave: leaveVisitor } = await otherBrowser(browser, `/admin/organizations/${householdId}`, test.info().project.use);
  await expect(visitor).toHaveURL(/\/login$/);
  await leaveVisitor();

  const adminAccount = await createVerifiedAccount('admin');
  await grantAdmin(adminAccount.email, true);
  const { page: admin, leave } = await otherBrowser(browser, '/login', test.info().project.use);
  try {
    await logIn(admin, adminAccount.email, adminAccount.password);
    await expect(admin).toHaveURL(/\/recipes$/);
    await admin.goto(`/admin/organizations/${householdId}`);
    await expect(admin.getByRole('heading', { name: 'Paramètres du foyer' })).toBeVisible();
    await expect(memberRow(admin, owner.email).getByRole('combobox')).toHaveValue('owner');

    // The admin acts as an owner: the size changes, and the owner sees it.
    await admin.getByLabel('Nombre de personnes').fill('6');
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(admin.getByText('Paramètres du foyer enregistrés')).toBeVisible();
    await openSettings(page);
    await expect(page.getByLabel('Nombre de personnes')).toHaveValue('6');
  } finally {
    await leave();
  }
});

test('the owner copies their calendar address and a calendar app reads the week from it; regenerating it, or revoking every address, stops the old one at once', { tag: '@any-layout' }, async ({
  demoPage: page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSettings(page);
  const field = page.getByRole('textbox', { name: 'Adresse du calendrier' });
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const address = await field.inputValue();

  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByText('Adresse copiée dans le presse-papiers')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // What Google Agenda or Apple Calendrier would fetch: the seeded week, in Paris time.
  const feed = await page.request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('X-WR-CALNAME:Nioo — Famille Demo');
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
  expect(text).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T(1230|1930)00/);

  await page.getByRole('button', { name: 'Régénérer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Régénérer votre adresse du calendrier ?' });
  await expect(dialog).toContainText('Votre ancienne adresse cessera aussitôt de fonctionner');
  await dialog.getByRole('button', { name: 'Régénérer' }).click();
  await expect(page.getByText("Nouvelle adresse créée : l'ancienne ne fonctionne plus")).toBeVisible();
  await expect(field).not.toHaveValue(address);
  expect((await page.request.get(address)).status()).toBe(404);
  const regenerated = await field.inputValue();
  expect((await page.request.get(regenerated)).status()).toBe(200);

  await page.getByRole('button', { name: 'Révoquer toutes les adresses' }).click();
  const revoke = page.getByRole('dialog', { name: 'Révoquer les adresses de tous les membres ?' });
  await expect(revoke).toContainText('la vôtre comprise, cessera aussitôt de fonctionner');
  await revoke.getByRole('button', { name: 'Tout révoquer' }).click();
  await expect(page.getByText('Toutes les adresses sont révoquées : voici votre nouvelle adresse')).toBeVisible();
  await expect(field).not.toHaveValue(regenerated);
  expect((await page.request.get(regenerated)).status()).toBe(404);
  expect((await page.request.get(await field.inputValue())).status()).toBe(200);
});
