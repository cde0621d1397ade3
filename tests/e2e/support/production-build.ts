import type { Page } from '@playwright/test';
import { demoAccount } from '../../../scripts/seed/demo-account';
import { testStackUrls } from '../test-stack';
import { logIn } from './accounts';
import { expect, test } from './fixtures';
import { newDevice } from './other-browser';

/**
 * Journeys on the production topology (playwright.production.config.ts), the only stack whose
 * build has the service worker (the offline journeys), with `demo`: the demo account signed in
 * there, in a browser of its own. Axe scans its screens where the journey says rather than after
 * every navigation.
 */
export const productionBuildTest = test.extend<{ demo: Page }>({
  demo: async ({ browser }, use, testInfo) => {
    const context = await newDevice(browser, { ...testInfo.project.use, baseURL: testStackUrls.production });
    const page = await context.newPage();
    await logIn(page, demoAccount.email, demoAccount.password);
    await expect(page).toHaveURL(/\/recipes$/);
    await use(page);
    await context.close();
  },
});
