import { defineConfig, devices } from '@playwright/test';
import { productionTopologyJourneys, recipePagesPort, testStackPorts, testStackUrls } from './tests/e2e/test-stack';

// Debian's Chromium; never a downloaded browser. The flags keep it off the (closed) network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Run on a stack of its own, the production topology: playwright.production.config.ts.
  testIgnore: productionTopologyJourneys,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Waits for what the app reads from the emulators, never speed goals (perf:screens measures
  // those): on a loaded two-core machine, with axe scanning every screen and a trace recorded,
  // the demo household's cookbook took over 10 s to draw its first cards.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: testStackUrls.app,
    locale: 'fr-FR',
    // Screens animate only for people who allow motion; the journeys ask for none, so axe never
    // scans a colour halfway through its transition.
    reducedMotion: 'reduce',
    launchOptions: chromium,
    // A failed journey keeps its trace, the page's DOM at each step; without the screencast, whose
    // frames cost the browser a fifth of the journeys' time on CI's two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The build registers its service worker, which would fetch its 261 files into each journey's
    // new browser; working offline has its own journeys (playwright.production.config.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // A journey tagged @desktop or @phone is about that layout only (the planner's recipe panel,
    // its phone sheet): the other project leaves it out rather than skipping it. A journey tagged
    // @any-layout proves a flow the layout does not change (sign-up, invitations, payment, sharing,
    // the server's pages): it runs once, on the phone most families use, and the desktop keeps
    // the journeys about its own screens. Twice over, the suite took 45 minutes of CI's time.
    { name: 'desktop', grepInvert: /@phone|@any-layout/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grepInvert: /@desktop/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
  ],
  // The local stack with the production build on the app's port (`--built`), served last: its
  // answer means everything else is up. A page of the build loads a few chunks of minified
  // code where the dev server sends hundreds of modules with React's development checks: the
  // same 65 journeys took 10.4 min instead of 21.3.
  webServer: {
    command: 'node_modules/.bin/tsx scripts/dev.ts --built',
    url: testStackUrls.app,
    env: {
      ...Object.fromEntries(Object.entries(testStackPorts).map(([name, port]) => [name, String(port)])),
      // The launcher passes it to the API service, as it passes the developer's own settings.
      RECIPE_IMPORT_ALLOW_HOSTS: `127.0.0.1:${recipePagesPort}`,
    },
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
