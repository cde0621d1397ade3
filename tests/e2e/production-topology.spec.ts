import { logIn, newAccount, signUpThroughForm, verificationLinkFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addItem, line, openList } from './support/grocery';

// The production topology (playwright.production.config.ts: `npm run dev -- --production`): the
// build served by the Hosting emulator with firebase.json's rewrites, the service and the page
// renderer in the Functions emulator. What a deployment serves, at the addresses it serves it.

const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const A_TOKEN_NOBODY_HOLDS = 'A'.repeat(43);

test('the public pages arrive prerendered, for the CDN to keep', { tag: '@any-layout' }, async ({ request }) => {
  const catalogue = await request.get('/recipes', { headers: { Accept: 'text/html' } });
  expect(catalogue.status()).toBe(200);
  expect(catalogue.headers()['cache-control']).toBe(PUBLIC_PAGE_CACHE);
  expect(catalogue.headers()['content-security-policy']).toContain("default-src 'self'");
  // Compressed by the renderer: Hosting compresses only the files it serves itself.
  expect(catalogue.headers()['content-encoding']).toBe('gzip');
  expect(catalogue.headers()['vary']).toContain('Accept-Encoding');
  const cards = [...(await catalogue.text()).matchAll(/href="(\/recette\/[^"]+)"/g)].map((match) => match[1] ?? '');
  expect(cards.length).toBeGreaterThanOrEqual(10);

  const recipe = await request.get(cards[0] ?? '', { headers: { Accept: 'text/html' } });
  expect(recipe.status()).toBe(200);
  expect(recipe.headers()['cache-control']).toBe(PUBLIC_PAGE_CACHE);
  expect(await recipe.text()).toMatch(/<div id="root"><.*<h1[^>]*>[^<]+<\/h1>/s);

  // Any other path is the plain app, revalidated on every visit.
  const planner = await request.get('/meal-entries', { headers: { Accept: 'text/html' } });
  expect(planner.headers()['cache-control']).toBe('no-cache');
  expect(await planner.text()).toContain('<div id="root"></div>');
});

test("the service answers at its public paths, and its answers go into no shared cache", { tag: '@any-layout' }, async ({ request }) => {
  const health = await request.get('/api/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ ok: true });

  const feed = await request.get(`/api/calendar/${A_TOKEN_NOBODY_HOLDS}.ics`);
  expect(feed.status()).toBe(404);
  expect(feed.headers()['cache-control']).toBe('no-store');
  expect(await feed.json()).toMatchObject({ code: 'household.calendar.errors.notFound' });

  const webhook = await request.post('/payments/webhook', { headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' }, data: { type: 'invoice.paid' } });
  expect(webhook.status()).toBe(400);
  expect(webhook.headers()['cache-control']).toBe('no-store');
  expect(await webhook.json()).toHaveProperty('message');

  const subscriptions = await request.get('/subscriptions');
  expect(subscriptions.status()).toBe(401);
  expect(subscriptions.headers()['cache-control']).toBe('no-store');
});

test('a new household signs up, verifies its address, signs in and adds to its list', { tag: '@any-layout' }, async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount('topology');
  // The form posts to /api/auth/signup: the hosting sends it to the service, which mails the link.
  await signUpThroughForm(page, account);
  const link = await verificationLinkFor(account.email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByText('Email vérifié !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/recipes$/, { timeout: 30_000 });
  await openList(page);
  await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
  await addItem(page, 'Éponges', 3);
  await expect(line(page, 'Éponges')).toBeVisible();
  await page.reload();
  await expect(line(page, 'Éponges')).toBeVisible();
});
