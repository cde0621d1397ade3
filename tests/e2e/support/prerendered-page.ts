import type { Page } from '@playwright/test';

/**
 * Opens a public page, which the build serves prerendered (the catalogue, a recipe's page), and
 * waits until the app has taken it over: the page shows at once, but a tap before React holds
 * its root finds no handler, so a journey that taps at once would tap nothing. React marks the
 * element it renders into (hydrates or renders afresh) with a key of its own.
 */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
