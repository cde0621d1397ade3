/**
 * The end-to-end suite runs its own local stack on these ports, so `npm test`
 * works beside a running `npm run dev` without touching its data.
 */
export const testStackPorts = {
  FIRESTORE_PORT: 8280,
  AUTH_PORT: 9299,
  STORAGE_PORT: 9399,
  SMTP_PORT: 1225,
  MAILDEV_PORT: 1280,
  API_PORT: 8987,
  WEB_PORT: 5373,
  PREVIEW_PORT: 4373,
  PRODUCTION_PORT: 5473,
  EMULATOR_HUB_PORT: 4600,
  EMULATOR_LOGGING_PORT: 4700,
} as const;

export const testStackUrls = {
  app: `http://127.0.0.1:${testStackPorts.WEB_PORT}`,
  /** The production topology (Hosting and Functions emulators, the build with its service worker), when the stack runs with --production. */
  production: `http://127.0.0.1:${testStackPorts.PRODUCTION_PORT}`,
  api: `http://127.0.0.1:${testStackPorts.API_PORT}`,
  maildev: `http://127.0.0.1:${testStackPorts.MAILDEV_PORT}`,
  authEmulator: `http://127.0.0.1:${testStackPorts.AUTH_PORT}`,
  firestoreEmulator: `http://127.0.0.1:${testStackPorts.FIRESTORE_PORT}`,
} as const;

/**
 * Where the recipe import's journey serves its fixture pages; the stack's API lets this one
 * loopback host and port through its private-network rule (RECIPE_IMPORT_ALLOW_HOSTS).
 */
export const recipePagesPort = 8687;

/**
 * The journeys run on the production topology (playwright.production.config.ts) rather than the
 * dev server: the topology itself, the prerendered public pages, and working offline, which
 * needs the build's service worker.
 */
export const productionTopologyJourneys = ['**/production-topology.spec.ts', '**/prerender.spec.ts', '**/offline.spec.ts', '**/planner-offline.spec.ts'];
