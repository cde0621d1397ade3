import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { demoAccount } from '../../../scripts/seed/demo-account';
import { describeFindings, watchAccessibility } from './accessibility';
import { createVerifiedAccount, joinHousehold, logIn, type NewAccount } from './accounts';

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

/** A page whose every screen axe checks; the test fails on any serious or critical violation. */
async function checkedPage(page: Page, testInfo: TestInfo, use: (page: Page) => Promise<void>) {
  const accessibility = watchAccessibility(page);
  await use(page);
  const findings = await accessibility.finish();
  if (findings.length > 0) await testInfo.attach('accessibility', { body: describeFindings(findings), contentType: 'text/plain' });
  expect(findings, `axe found serious or critical violations:\n${describeFindings(findings)}`).toEqual([]);
}

/** A second browser (its own cookies and storage, like another device), checked like the first. */
async function secondPage(browser: Browser, testInfo: TestInfo, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext(testInfo.project.use);
  const page = await context.newPage();
  await checkedPage(page, testInfo, use);
  await context.close();
}

/** Every journey imports `test` from here, so each screen it visits is checked by axe. */
export const test = base.extend<Fixtures>({
  page: async ({ page }, use, testInfo) => {
    await checkedPage(page, testInfo, use);
  },
  demoPage: async ({ page }, use) => {
    await logIn(page, demoAccount.email, demoAccount.password);
    await expect(page).toHaveURL(/\/recipes$/);
    await use(page);
  },
  // Playwright fixtures name their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  owner: async ({}, use) => {
    await use(await createVerifiedAccount('owner'));
  },
  ownerPage: async ({ page, owner }, use) => {
    await logIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/recipes$/);
    await use(page);
  },
  memberPage: async ({ browser, owner }, use, testInfo) => {
    const member = await createVerifiedAccount('member');
    await joinHousehold(member, owner, 'member');
    await secondPage(browser, testInfo, async (page) => {
      await logIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/recipes$/);
      await use(page);
    });
  },
});
