import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './support/fixtures';
import { openList } from './support/grocery';

// The printed list (spec B §2, issue 27): on A4 portrait, the longest French names and amounts
// print whole, none cut off at the right edge of the paper.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

const LONG_ITEMS = [
  { name: 'pommes de terre à chair ferme spéciales purée', quantity: 12_500, unit: 'gramme' },
  { name: 'sacs congélation zippés grand format réutilisables', quantity: 250, unit: 'pièce' },
];

/** The strip along the paper's edge that printers leave blank: 5 mm, in PDF points. */
const UNPRINTABLE_EDGE_PT = (5 / 25.4) * 72;

interface PrintedText {
  /** The document's text, every run of white space one space. */
  text: string;
  /** Text runs that reach into the unprintable strip along the right edge, with where they end. */
  overflowing: string[];
}

/** Reads the text of a PDF as a reader would, and the runs of it that a printer would cut off. */
async function readPdf(pdf: Buffer): Promise<PrintedText> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const parts: string[] = [];
  const overflowing: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width } = page.getViewport({ scale: 1 });
    const { items } = await page.getTextContent();
    for (const item of items) {
      if (!('str' in item)) continue;
      parts.push(item.str, item.hasEOL ? '\n' : '');
      const right = item.transform[4] + item.width;
      if (item.str.trim() && right > width - UNPRINTABLE_EDGE_PT) overflowing.push(`'${item.str}' ends at ${right.toFixed(1)} of ${width.toFixed(1)} pt`);
    }
  }
  await document.destroy();
  return { text: parts.join('').replace(/\s+/g, ' '), overflowing };
}

/** Each printed line as the screen shows it: its name and its amount, white space made plain. */
async function shownLines(page: Page): Promise<{ name: string; amount: string }[]> {
  const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
  const rows = await page
    .locator('main li')
    .evaluateAll((items) => items.map((item) => [item.querySelector('[id$="-name"]')?.textContent ?? '', item.querySelector('[id$="-amount"]')?.textContent ?? '']));
  return rows.map(([name = '', amount = '']) => ({ name: plain(name), amount: plain(amount) }));
}

test('the printed list holds every line whole on A4, the longest French names and amounts included', { tag: '@any-layout' }, async ({ ownerPage: page }) => {
  // A new account's sign-up comes first, then two items through the dialog and a PDF.
  test.setTimeout(90_000);
  await openList(page);
  for (const item of LONG_ITEMS) {
    await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
    await dialog.getByRole('combobox', { name: 'Article' }).fill(item.name);
    await dialog.getByRole('spinbutton', { name: 'Quantité' }).or(dialog.getByRole('textbox', { name: 'Quantité' })).fill(String(item.quantity));
    await dialog.getByRole('combobox', { name: 'Unité' }).selectOption({ label: item.unit });
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('link', { name: 'Version imprimable' }).click();
  await expect(page).toHaveURL(/\/printable-grocery-list-v2$/);
  for (const item of LONG_ITEMS) await expect(page.getByText(item.name, { exact: true })).toBeVisible();
  const lines = await shownLines(page);
  expect(lines.map((line) => line.name)).toEqual(expect.arrayContaining(LONG_ITEMS.map((item) => item.name)));
  expect(lines.find((line) => line.name === LONG_ITEMS[0]?.name)?.amount).toBe('12,5 kg');

  await page.emulateMedia({ media: 'print' });
  const printed = await readPdf(await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });

  expect(printed.overflowing, 'text printed where a printer cuts it off').toEqual([]);
  for (const line of lines) {
    expect(printed.text, `the printed line of ${line.name}`).toContain(line.name);
    expect(printed.text, `the printed amount of ${line.name}`).toContain(line.amount);
  }
});
