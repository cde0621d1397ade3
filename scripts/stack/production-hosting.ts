import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEVELOPMENT_CALENDAR_TOKEN_SECRET } from '../../server/config.ts';
import { emulatorOriginsFrom } from '../../src/config/service-origins.ts';
import { buildService, serviceOutDir } from '../hosting/build-service.ts';
import { toFirebaseHeaders } from '../hosting/header-rules.ts';
import { prerenderOutDir } from '../hosting/prerender-plugin.ts';
import { securityHeaderRules } from '../hosting/security-headers.ts';
import { firebaseJsonPath } from '../hosting/write-firebase-headers.ts';
import { localStackSettings } from './api-service.ts';
import { emulatorSuiteConfig, startFirebaseTools } from './firebase-tools.ts';
import { whenReady, type ManagedProcess } from './managed-process.ts';
import { freePort, waitForHttp } from './net.ts';
import { repoRoot } from './paths.ts';
import type { Ports } from './ports.ts';
import { buildWebApp } from './web-build.ts';
import { webEnv } from './web-server.ts';

/** Where the local production builds go: hosting's `dist`, its renderer and the service's folder, as firebase.json names them, apart from a deployment's. */
export const productionRoot = path.join(repoRoot, 'node_modules', '.cache', 'nioo-production');
const appDir = path.join(productionRoot, 'dist');

export interface ProductionHostingOptions {
  ports: Ports;
  storageEmulator: boolean;
  projectId: string;
  /** More settings of the service (server/config.ts), over the local stack's. */
  apiEnv?: Record<string, string>;
  verbose?: boolean;
  signal?: AbortSignal;
}

/** The service's settings as a deployment gives them (server/function-params.ts): parameters in .env files, secrets in Secret Manager, here their local files. */
function writeServiceSettings(serviceDir: string, origin: string, smtpPort: number) {
  const lines = (settings: Record<string, string>) => `${Object.entries(settings).map(([key, value]) => `${key}=${value}`).join('\n')}\n`;
  // RATE_LIMIT_STORE keeps its deployed default, Firestore: the Functions emulator runs a process
  // for each concurrent request, as a deployment runs instances, and limits must hold across them.
  writeFileSync(
    path.join(serviceDir, '.env.local'),
    lines({ APP_ORIGIN: origin, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PAYMENTS_PROVIDER: process.env.PAYMENTS_PROVIDER ?? 'local', TRUST_PROXY: '1' }),
  );
  // Each secret needs a value, else the emulator asks Secret Manager for it; the local provider reads neither of Stripe's.
  writeFileSync(
    path.join(serviceDir, '.secret.local'),
    lines({
      CALENDAR_TOKEN_SECRET: process.env.CALENDAR_TOKEN_SECRET || DEVELOPMENT_CALENDAR_TOKEN_SECRET,
      STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || 'unused-by-the-local-provider',
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || 'unused-by-the-local-provider',
    }),
  );
}

/**
 * firebase.json as deployed (its rewrites, functions and headers), written in productionRoot
 * so the folders it names are the local builds, and the emulators' ports. The policy also lets the page reach the local
 * emulators, as the production preview's does.
 */
function emulatorConfig(options: ProductionHostingOptions, internal: Record<'functions' | 'eventarc' | 'tasks' | 'hub' | 'logging', number>) {
  const deployed = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as { hosting: Record<string, unknown>; functions: Record<string, unknown>[] };
  const env = webEnv(options.ports, options.storageEmulator);
  return {
    hosting: { ...deployed.hosting, headers: toFirebaseHeaders(securityHeaderRules(emulatorOriginsFrom(env))) },
    functions: deployed.functions,
    emulators: {
      hosting: { host: '127.0.0.1', port: options.ports.production },
      functions: { host: '127.0.0.1', port: internal.functions },
      // Started with the functions; on their default ports they would take other stacks' (9299, 9499).
      eventarc: { host: '127.0.0.1', port: internal.eventarc },
      tasks: { host: '127.0.0.1', port: internal.tasks },
      ...emulatorSuiteConfig({ hub: internal.hub, logging: internal.logging }),
    },
  };
}

/**
 * Builds the app, its page renderer and the service (server/functions.ts) for this stack, and
 * serves them as a deployment does: the Hosting emulator with firebase.json's rewrites in front
 * of the Functions emulator, against the stack's Firestore, Auth and MailDev. Resolves once
 * the service answers through the hosting.
 */
export async function startProductionHosting(options: ProductionHostingOptions): Promise<ManagedProcess> {
  const env = webEnv(options.ports, options.storageEmulator);
  mkdirSync(productionRoot, { recursive: true });
  await buildWebApp(appDir, { env, verbose: options.verbose, signal: options.signal });
  await buildService({ appDir, prerenderDir: prerenderOutDir(appDir), outDir: serviceOutDir(appDir) });

  const origin = `http://127.0.0.1:${options.ports.production}`;
  writeServiceSettings(serviceOutDir(appDir), origin, options.ports.smtp);
  const internal = { functions: await freePort(), eventarc: await freePort(), tasks: await freePort(), hub: await freePort(), logging: await freePort() };
  const emulators = startFirebaseTools({
    name: 'production hosting',
    only: 'hosting,functions',
    projectId: options.projectId,
    config: emulatorConfig(options, internal),
    configDir: productionRoot,
    verbose: options.verbose,
    env: {
      ...localStackSettings,
      ...options.apiEnv,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${options.ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${options.ports.auth}`,
      // Listing the functions loads only their file, but a machine busy with a build or a test
      // suite can take more than the default 10 s.
      FUNCTIONS_DISCOVERY_TIMEOUT: '60',
    },
  });
  await whenReady(emulators, options.signal, (abort) =>
    waitForHttp(`${origin}/api/healthz`, {
      timeoutMs: 180_000,
      // The Functions emulator starts a process for each request waiting when another comes:
      // a first answer takes the cold start (loading the SDKs, 5–30 s on a busy machine), and
      // a probe given up on leaves a process behind.
      attemptTimeoutMs: 90_000,
      accept: (body) => (JSON.parse(body) as { ok?: boolean }).ok === true,
      abort,
    }),
  );
  return emulators;
}
