import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { productionTopologyJourneys, testStackPorts, testStackUrls } from './tests/e2e/test-stack';

// The journeys on the production topology: the stack started with --production, the build
// behind the Hosting emulator's rewrites and the service in the Functions emulator, on the same
// ports as the main suite's stack, which it never runs beside. What a deployment serves: the
// topology itself, the prerendered public pages and the service worker that works offline. Their
// own run: `npm run test:e2e:production`.
export default defineConfig({
  ...base,
  testMatch: productionTopologyJourneys,
  testIgnore: [],
  // The Functions emulator starts a process for each concurrent request: a cold one takes seconds.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: testStackUrls.production, serviceWorkers: 'allow' },
  webServer: {
    command: 'node_modules/.bin/tsx scripts/dev.ts --production',
    url: `${testStackUrls.production}/api/healthz`,
    env: Object.fromEntries(Object.entries(testStackPorts).map(([name, port]) => [name, String(port)])),
    reuseExistingServer: false,
    // Builds the app, its renderer and the service before the emulators start.
    timeout: 420_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
