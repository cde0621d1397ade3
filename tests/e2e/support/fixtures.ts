import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { demoAccount } from '../../../scripts/seed/demo-account';
import { describeFindings, expectNoViolations, watchAccessibility } from './accessibility';
import { createVerifiedAccount, joinHousehold, keepSession, type NewAccount } from './accounts';
import { describeEnglish, watchFrenchScreens } from './french-screens';
import { newDevice } from './other-browser';

export { expect };

interface Fixtures {
  /** The demo account of the seed, signed in. */
  demoPage: Page;
  /** A fresh verified account owning its own household. */
  owner: NewAccount;
  /** The owner, signed in. */
  ownerPage: Page;
  /** Another verified account, added as a member of the owner's household, signed in in its own browser. */
  memberPage: Page;
}

interface Options {
  /**
   * Where the signed-in fixtures open the app and wait for its signed-in shell: /recipes unless
   * a file says otherwise. Null opens nothing, for journeys whose first step opens a screen of
   * their own: the load of /recipes they would leave at once took 3.5 to 4.5 s each.
   */
  signedInOn: string | null;
}

/**
 * A page whose every screen axe checks and reads for English; the test fails on any serious or
 * critical violation, and on a French screen showing a sentence of en.json.
 */
async function checkedPage(page: Page, testInfo: TestInfo, use: (page: Page) => Promise<void>) {
  const accessibility = await watchAccessibility(page);
  const frenchScreens = watchFrenchScreens(page);
  await use(page);
  const findings = await accessibility.finish();
  const english = await frenchScreens.finish();
  if (findings.length > 0) await testInfo.attach('accessibility', { body: describeFindings(findings), contentType: 'text/plain' });
  expectNoViolations(findings);
  expect(english, `a French screen shows English:\n${describeEnglish(english)}`).toEqual([]);
}

/** A second browser (its own cookies and storage, like another device), checked like the first. */
async function secondPage(browser: Browser, testInfo: TestInfo, use: (page: Page) => Promise<void>) {
  const context = await newDevice(browser, testInfo.project.use);
  const page = await context.newPage();
  await checkedPage(page, testInfo, use);
  await context.close();
}

/**
 * Signing in: the page opens `path` as a session the device kept (keepSession), and waits for
 * the signed-in shell. Signing in through /login is the accounts journeys' subject; typing it
 * for every journey cost 3 s each. On a busy two-core machine the first load alone took over
 * 10 s: the fixtures that sign in (or make an account) have their own time, so a slow one
 * neither fails at the first assertion nor eats the journey's own 30 s. With no path, the
 * journey's first screen is that first load, and its first assertion waits for it.
 */
const SIGN_IN_TIMEOUT_MS = 30_000;
const signingIn = { timeout: 2 * SIGN_IN_TIMEOUT_MS };

async function signIn(page: Page, appOrigin: string | undefined, path: string | null, email: string, password: string): Promise<void> {
  if (!appOrigin) throw new Error('The journeys run with a baseURL: the app they sign in to.');
  await keepSession(page, appOrigin, email, password);
  if (path === null) return;
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
}

/** Every journey imports `test` from here, so each screen it visits is checked by axe. */
export const test = base.extend<Fixtures & Options>({
  signedInOn: ['/recipes', { option: true }],
  page: async ({ page }, use, testInfo) => {
    await checkedPage(page, testInfo, use);
  },
  demoPage: [
    async ({ page, baseURL, signedInOn }, use) => {
      await signIn(page, baseURL, signedInOn, demoAccount.email, demoAccount.password);
      await use(page);
    },
    signingIn,
  ],
  owner: [
    // Playwright fixtures name their dependencies by destructuring; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await createVerifiedAccount('owner'));
    },
    signingIn,
  ],
  ownerPage: [
    async ({ page, baseURL, signedInOn, owner }, use) => {
      await signIn(page, baseURL, signedInOn, owner.email, owner.password);
      await use(page);
    },
    signingIn,
  ],
  memberPage: [
    async ({ browser, baseURL, signedInOn, owner }, use, testInfo) => {
      const member = await createVerifiedAccount('member');
      await joinHousehold(member, owner, 'member');
      await secondPage(browser, testInfo, async (page) => {
        await signIn(page, baseURL, signedInOn, member.email, member.password);
        await use(page);
      });
    },
    signingIn,
  ],
});
