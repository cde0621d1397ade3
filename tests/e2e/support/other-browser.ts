import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoViolations, watchAccessibility } from './accessibility';

type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * A browser of its own (its own cookies and storage, like someone else's phone), in the
 * project's language. The app reads the language from what the device stored, then from the
 * browser (spec A §1). On a loaded two-core CI, Chromium once told a new context's page no French
 * (the trace shows /login in English, the app's fallback) although the context asked for fr-FR
 * and its requests said so: a French person's phone that has opened the app once holds 'fr'.
 */
export async function newDevice(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const language = options.locale?.split('-')[0];
  if (language) {
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', stored);
    }, language);
  }
  return context;
}

/** A signed-out device of its own, opened at `link`; axe checks its screens too, when it leaves. */
export async function otherBrowser(browser: Browser, link: string, options: ContextOptions = {}): Promise<{ page: Page; leave: () => Promise<void> }> {
  const context = await newDevice(browser, options);
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
