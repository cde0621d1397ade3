import type { Browser, Page } from '@playwright/test';
import { DocumentCounter } from './document-count.ts';
import type { ScreenLoad } from './goals.ts';

/** A phone's screen; its CPU is this machine's slowed down (phone-cpu.ts). */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, locale: 'fr-FR' } as const;
/** After content shows, reads still arriving belong to the load; this long without one ends it. */
const QUIET_MS = 2_000;
const LOAD_LIMIT_MS = 30_000;

/** A screen and what shows that its content is there (not a skeleton, not 'Chargement…'). */
export interface Screen {
  path: string;
  content: string;
  /** Recipes the screen's first page shows when the household has that many: it reads a page, not the collection. */
  page?: number;
}

/**
 * The first match of `selector` is timed in the page itself, from the start of the navigation,
 * so no polling from here adds to it. A meal's link counts only once it shows its recipe's name
 * rather than 'Chargement…'. `contentAt` is the first match, `liveAt` the first outside what the
 * device last showed (`[data-preview]`, drawn before the session answers), which settles
 * `liveShown`. A string, not a function: the compiler that runs this script adds helpers to
 * functions that the page does not have.
 */
function contentWatcher(selector: string): string {
  return `(() => {
    let settle;
    window.liveShown = new Promise((resolve) => { settle = resolve; });
    const shown = (element) => !/^Chargement/.test((element.textContent || '').trim());
    const record = () => {
      const matches = [...document.querySelectorAll(${JSON.stringify(selector)})].filter(shown);
      if (window.contentAt === undefined && matches.length > 0) window.contentAt = performance.now();
      if (window.liveAt === undefined && matches.some((element) => !element.closest('[data-preview]'))) {
        window.liveAt = performance.now();
        settle();
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

/**
 * Hands the page's Firestore answers to `report` as they arrive: the live channel's stream piece
 * by piece (over XHR or fetch, whichever the SDK picks), REST answers whole. In the page, so it
 * counts exactly what the app receives. A string for the same reason as the content watcher.
 */
function firestoreTap(firestoreMark: string): string {
  return `(() => {
    const mark = ${JSON.stringify(firestoreMark)};
    let streams = 0;
    const isChannel = (url) => url.includes('/Listen/channel');
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (method, url, ...rest) {
      const address = String(url);
      if (address.includes(mark)) {
        const stream = 'xhr' + (streams += 1);
        let seen = 0;
        const forward = () => {
          const text = this.responseText || '';
          if (text.length <= seen) return;
          const piece = text.slice(seen);
          seen = text.length;
          if (isChannel(address)) window.perfChannelPiece(stream, piece);
          else if (this.readyState === 4 && this.status === 200) window.perfRestBody(text);
        };
        this.addEventListener('progress', forward);
        this.addEventListener('load', forward);
      }
      return open.call(this, method, url, ...rest);
    };
    const fetchBefore = window.fetch;
    window.fetch = async (input, init) => {
      const response = await fetchBefore(input, init);
      const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!address.includes(mark) || !response.ok || !response.body) return response;
      const copy = response.clone();
      if (!isChannel(address)) {
        copy.text().then((text) => window.perfRestBody(text)).catch(() => {});
        return response;
      }
      const stream = 'fetch' + (streams += 1);
      const reader = copy.body.getReader();
      const decoder = new TextDecoder();
      const pump = () => reader.read().then(({ done, value }) => {
        if (done) return;
        window.perfChannelPiece(stream, decoder.decode(value, { stream: true }));
        return pump();
      });
      pump().catch(() => {});
      return response;
    };
  })();`;
}

/** Counts what the tap reports, and says how long ago the last document came. */
async function countDocuments(page: Page, firestoreMark: string) {
  const counter = new DocumentCounter();
  let lastRead = Date.now();
  const counted = (add: () => void) => {
    const before = counter.count;
    add();
    if (counter.count > before) lastRead = Date.now();
  };
  await page.exposeFunction('perfChannelPiece', (stream: string, piece: string) => counted(() => counter.addChannelPiece(stream, piece)));
  await page.exposeFunction('perfRestBody', (body: string) => counted(() => counter.addRestBody(body)));
  await page.addInitScript(firestoreTap(firestoreMark));
  return {
    counter,
    quietFor: () => Date.now() - lastRead,
    reset: () => {
      counter.reset();
      lastRead = Date.now();
    },
  };
}

type DocumentTap = Awaited<ReturnType<typeof countDocuments>>;

/** Waits until the page has read nothing for QUIET_MS (at most LOAD_LIMIT_MS). */
async function untilQuiet(page: Page, tap: DocumentTap): Promise<void> {
  const since = Date.now();
  while (tap.quietFor() < QUIET_MS && Date.now() - since < LOAD_LIMIT_MS) await page.waitForTimeout(250);
}

async function load(page: Page, tap: DocumentTap, slowdown: number, go: () => Promise<unknown>): Promise<ScreenLoad> {
  tap.reset();
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await go();
    // Waited for and read over the DevTools protocol: Playwright's own waits and reads run its
    // scripts in the page first, 65 to 85 ms of the phone's main thread in the middle of the load
    // measured.
    const inPage = (expression: string, awaitPromise = false) => cdp.send('Runtime.evaluate', { expression, awaitPromise, returnByValue: true });
    await inPage(`Promise.race([window.liveShown, new Promise((resolve) => setTimeout(resolve, ${LOAD_LIMIT_MS}))])`, true).catch(() => undefined);
    const shown = await inPage('[window.contentAt, window.liveAt]').then(({ result }) => (Array.isArray(result.value) ? (result.value as unknown[]) : []), () => []);
    const [contentMs, liveMs] = shown.map((at) => (typeof at === 'number' ? Math.round(at) : null));
    await untilQuiet(page, tap);
    return { contentMs: contentMs ?? null, liveMs: liveMs ?? null, documents: tap.counter.count, byCollection: tap.counter.breakdown };
  } finally {
    await cdp.detach();
  }
}

/**
 * The screen's first visit in a freshly signed-in session, once the page it signed in on has
 * settled and been opened once more under the service worker, then a reload: the time until its
 * content shows and the documents Firestore sent (`firestoreMark`: what its addresses contain),
 * on a phone's CPU (this machine's, `slowdown` times slower). One page throughout: a page closed
 * from outside never tells Firestore's other tabs it has gone, and they would keep its queries
 * (the planner's, after signing in).
 */
export async function measureScreen(
  browser: Browser,
  { origin, account, screen, firestoreMark, slowdown }: { origin: string; account: { email: string; password: string }; screen: Screen; firestoreMark: string; slowdown: number },
): Promise<{ first: ScreenLoad; repeat: ScreenLoad }> {
  const context = await browser.newContext({ ...phone, baseURL: origin });
  try {
    const page = await context.newPage();
    await page.addInitScript(contentWatcher(screen.content));
    const tap = await countDocuments(page, firestoreMark);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The app leaves the sign-in page by itself once signed in; a busy machine may take a while.
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 2 * LOAD_LIMIT_MS, waitUntil: 'commit' });
    // The page the app lands on is still loading, installing the service worker and starting its
    // queries; here the emulators answer them on the same two cores as the browser, work a phone
    // never does. A first visit opened at once measured that aftermath (a second or more of it at
    // 1,000 recipes, half a second of the repeat after it): it waits, as the repeat visit waits
    // for the first, until the landing page has read nothing for a while.
    // The service worker the landing page installs is active before the first visit, as on any
    // device its member opened the app on before. Unwaited, it raced the first visit, and the
    // reload after it took 1.0 to 1.6 s in most runs (most likely as the first page the
    // worker served, whose scripts' code cache it then wrote); waited for, 0.4 to 0.9 s in all.
    await page.evaluate((limit) => Promise.race([navigator.serviceWorker.ready.then(() => undefined), new Promise((resolve) => setTimeout(resolve, limit))]), LOAD_LIMIT_MS);
    tap.reset();
    await untilQuiet(page, tap);
    // Such a device has also run the app's files from the worker's cache before: the first page
    // the worker serves has V8 compile and keep the code of every file it runs, once per version
    // of the app, whatever the screen. The first visit measured that, 0.6 to 1.0 s of the phone's
    // main thread at 1,000 recipes, on top of the screen's own: the landing page is opened once
    // more, under the worker, so the screen's first visit pays for its own files only.
    await page.reload();
    tap.reset();
    await untilQuiet(page, tap);
    const first = await load(page, tap, slowdown, () => page.goto(screen.path));
    const repeat = await load(page, tap, slowdown, () => page.reload());
    return { first, repeat };
  } finally {
    await context.close();
  }
}
