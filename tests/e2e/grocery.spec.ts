import type { Locator } from '@playwright/test';
import { testStackUrls } from './test-stack';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addItem, line, openList, planFromRecipePage, printedLine } from './support/grocery';
import { storedTicksOf } from './support/household-admin';
import { otherBrowser } from './support/other-browser';

// The shopping list (spec B §2-§5, DESIGN.md §3 "What the list shows"): what a household plans
// shows on its list, one line per food in what shops sell; a tick remembers what was bought; items typed by hand; shared with a link anyone
// opens and ticks, printed, mailed and archived; live between two members.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

const POTATO = 'pomme de terre';
const MILK = 'lait demi-écrémé';

test('a week of recipes sharing foods in different units reads one line per food, a tick reopens when the need grows, and a typed name joins its food', { tag: '@any-layout' }, async ({ ownerPage: page, owner }) => {
  test.setTimeout(120_000);
  // Sign-up opened the household's list, empty.
  await openList(page);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // A household of 2: 1.5 kg for 6, 400 g for 6 and 1 kg for 4 of potatoes make 1,13 kg, bought
  // as 1,2 kg; whole milk and semi-skimmed milk stay two foods.
  await planFromRecipePage(page, 'gratin-dauphinois', 'Gratin dauphinois');
  await planFromRecipePage(page, 'vichyssoise', 'Vichyssoise');
  await planFromRecipePage(page, 'puree-maison', 'Purée maison');
  await openList(page);
  await expect(line(page, POTATO)).toHaveCount(1);
  await expect(line(page, POTATO)).toHaveAccessibleDescription(/^1,2 kg /);
  await expect(line(page, 'lait entier')).toHaveAccessibleDescription(/^17 cl /);
  // 25 cl for 4 at 2 portions: 12,5 cl, bought as 13 cl.
  await expect(line(page, MILK)).toHaveAccessibleDescription(/^13 cl /);
  await expect(page.getByText(/\d,\d\d/)).toHaveCount(0);
  await line(page, MILK).check();
  await expect(line(page, MILK)).toBeChecked();

  // Crêpes bring 25 cl more: the tick covered 13 cl, so the line reopens with what is still to buy.
  await planFromRecipePage(page, 'crepes', 'Crêpes');
  await openList(page);
  await expect(line(page, MILK)).not.toBeChecked();
  await expect(line(page, MILK)).toHaveAccessibleDescription(/^encore 25 cl /);
  const ticksBefore = await storedTicksOf(owner.email);
  await line(page, MILK).check();
  await expect(line(page, MILK)).toBeChecked();
  // Stored under the food's line: read back as soon as the list shows again. The reload waits for
  // the write to be stored, since a reload in the moment the tick shows can beat its write.
  await expect.poll(() => storedTicksOf(owner.email), { timeout: 20_000 }).not.toBe(ticksBefore);
  await expect(async () => {
    await page.reload();
    await expect(line(page, MILK)).toBeChecked({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });

  // Potatoes typed by hand join the potatoes the recipes need: 2 of 150 g more.
  await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
  await addItem(page, 'pommes de terre', 2);
  await expect(line(page, POTATO)).toHaveCount(1);
  await expect(line(page, POTATO)).toHaveAccessibleDescription(/^1,5 kg /);
  await expect(line(page, 'pommes de terre')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Recettes' }).click();
  for (const recipe of ['Gratin dauphinois', 'Vichyssoise', 'Purée maison', 'Crêpes']) await expect(page.getByRole('heading', { name: recipe })).toBeVisible();
  // Each recipe's own need, exact, in its own unit: the purée's 1 kg for 4, at 2 portions.
  await expect(page.getByRole('region', { name: 'Purée maison' }).getByRole('checkbox', { name: POTATO })).toHaveAccessibleDescription('0,5 kg');
});

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${String(locator)} is drawn`).not.toBeNull();
  return found as Box;
}

/** Whether two boxes share any area: touching edges is not overlapping. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('an item typed by hand: added, counted up, removed', async ({ ownerPage: page, isMobile }) => {
  // A new account's sign-up comes first, which on a busy phone run alone took most of 30 s, and a
  // second tab reads the list back at the end.
  test.setTimeout(90_000);
  await openList(page);
  if (isMobile) {
    // From any screen, through the bottom bar's Créer menu.
    await page.goto('/recipes');
    await page.getByRole('button', { name: 'Créer' }).click();
    const menu = page.getByRole('dialog', { name: 'Créer' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Article de courses' }).click();
  } else {
    await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
  }
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // The catalogue's suggestions push the fields down, never over them: on a phone the quantity,
  // the unit and the buttons stay in sight beside them.
  await dialog.getByRole('combobox', { name: 'Article' }).fill('pomme');
  const suggestions = dialog.getByRole('listbox');
  await expect(suggestions.getByRole('option', { name: 'pomme de terre', exact: true })).toBeVisible();
  const listBox = await box(suggestions);
  for (const control of [
    dialog.getByRole('spinbutton', { name: 'Quantité' }).or(dialog.getByRole('textbox', { name: 'Quantité' })),
    dialog.getByRole('combobox', { name: 'Unité' }),
    dialog.getByRole('button', { name: 'Ajouter', exact: true }),
    dialog.getByRole('button', { name: 'Annuler' }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
    expect(overlap(listBox, await box(control)), String(control)).toBe(false);
  }
  await addItem(page, 'Éponges', 3);

  await openList(page);
  await expect(line(page, 'Éponges')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Items personnalisés' }).or(page.getByRole('heading', { name: 'Autre' })).first()).toBeVisible();
  const quantity = page.getByRole('textbox', { name: 'Quantité pour Éponges' }).or(page.getByRole('spinbutton', { name: 'Quantité pour Éponges' }));
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: 'Augmenter la quantité pour Éponges' }).click();
  await expect(quantity).toHaveValue('4');
  // Stored: another tab reads it from the database.
  const other = await page.context().newPage();
  await openList(other);
  await expect(other.getByRole('textbox', { name: 'Quantité pour Éponges' }).or(other.getByRole('spinbutton', { name: 'Quantité pour Éponges' }))).toHaveValue('4');
  await other.close();

  await page.getByRole('button', { name: 'Retirer Éponges de la liste' }).click();
  await expect(line(page, 'Éponges')).toHaveCount(0);
});

test('a shared link opens signed out, its tick reaches the household, and the page prints clean', { tag: '@any-layout' }, async ({ ownerPage: page, browser }) => {
  test.setTimeout(90_000);
  await planFromRecipePage(page, 'vichyssoise', 'Vichyssoise');
  await openList(page);
  await page.getByRole('link', { name: 'Version imprimable' }).click();
  await expect(page).toHaveURL(/\/printable-grocery-list-v2$/);

  await page.getByRole('button', { name: 'Partager' }).click();
  const link = await page.getByRole('textbox', { name: 'Lien de partage' }).inputValue();
  expect(link).toMatch(/\/printable-grocery-list-v2\/[A-Za-z0-9_-]{22,}$/);

  const { page: visitor, leave } = await otherBrowser(browser, link);
  await expect(printedLine(visitor, POTATO)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Retour à l\'accueil' })).toHaveCount(0);
  await printedLine(visitor, POTATO).check();
  await expect(printedLine(visitor, POTATO)).toBeChecked();

  // Stored on the visitor's side and on the household's list.
  await visitor.reload();
  await expect(printedLine(visitor, POTATO)).toBeChecked();
  await openList(page);
  await expect(line(page, POTATO)).toBeChecked();

  // Printed: the list, without the app around it.
  await page.goto('/printable-grocery-list-v2');
  await expect(printedLine(page, POTATO)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  await expect(printedLine(page, POTATO)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // An unknown token says so.
  await visitor.goto('/printable-grocery-list-v2/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(visitor.getByText('Liste introuvable')).toBeVisible();
  await leave();
});

test('the list is mailed with its link, and once archived the link says so', { tag: '@any-layout' }, async ({ ownerPage: page, browser }) => {
  test.setTimeout(90_000);
  await planFromRecipePage(page, 'vichyssoise', 'Vichyssoise');
  await openList(page);
  await page.getByRole('button', { name: 'Envoyer par mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager la liste de courses' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const to = uniqueEmail('friend');
  await dialog.getByRole('textbox', { name: 'Email du destinataire' }).fill(to);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Email envoyé avec succès!')).toBeVisible();
  await expect(dialog.getByText(`La liste de courses a été envoyée à ${to}`)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${testStackUrls.maildev}/api/email`)).json()) as { text: string; to: { address: string }[] }[];
        const mail = mails.find((candidate) => candidate.to.some((recipient) => recipient.address === to));
        link = mail?.text.match(/https?:\/\/\S+\/printable-grocery-list-v2\/[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  const { page: visitor, leave } = await otherBrowser(browser, link);
  await expect(printedLine(visitor, POTATO)).toBeVisible();

  await page.getByRole('button', { name: 'Archiver la liste' }).click();
  await expect(page.getByRole('dialog', { name: 'Archiver la liste de courses ?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Archiver la liste de courses ?' }).getByRole('button', { name: 'Oui, archiver' }).click();
  await expect(page.getByText('Pas de liste de courses active')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('La liste a été archivée')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Retour à l\'accueil' })).toBeVisible();
  await leave();
});

test('two members on one list see each other\'s items and ticks', { tag: '@any-layout' }, async ({ ownerPage: owner, memberPage: member }) => {
  test.setTimeout(90_000);
  await planFromRecipePage(owner, 'vichyssoise', 'Vichyssoise');
  await openList(owner);
  await openList(member);
  await expect(line(member, POTATO)).toBeVisible();

  await owner.getByRole('button', { name: 'Ajouter un article' }).first().click();
  await addItem(owner, 'Café moulu', 1);
  // A typed name that is a catalogue food joins that food's line, and reads as the catalogue names it.
  await expect(line(member, 'café moulu')).toBeVisible();

  await line(member, POTATO).check();
  await expect(line(owner, POTATO)).toBeChecked();
});

test('the planner\'s panel shows the demo week\'s list', async ({ demoPage: page }) => {
  await page.goto('/meal-entries');
  await page.getByRole('button', { name: 'Ouvrir la liste de courses' }).click();
  const panel = page.getByRole('dialog', { name: 'Liste de courses', exact: true });
  await expect(panel.getByRole('checkbox', { name: 'Éponges', exact: true })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'café moulu', exact: true })).toBeChecked();
  await expect(panel.getByRole('button', { name: 'Envoyer par mail' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Fermer la liste' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir la liste de courses' })).toBeFocused();
});
