import type { Browser, Page } from '@playwright/test';
import { expectNoViolations, watchAccessibility } from './accessibility';

/**
 * A signed-out browser of its own (its own cookies and storage, like someone else's phone),
 * opened at `link`; axe checks its screens too, when it leaves.
 */
export async function otherBrowser(browser: Browser, link: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ page: Page; leave: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const accessibility = await watchAccessibility(page);
  await page.goto(link);
  const leave = async () => {
    const findings = await accessibility.finish();
    await context.close();
    expectNoViolations(findings);
  };
  return { page, leave };
}
