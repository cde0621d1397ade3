import path from 'node:path';
import { startApiService } from './api-service.ts';
import { startAuthEmulator } from './auth-emulator.ts';
import { compileRules, startFirestoreEmulator } from './firestore-emulator.ts';
import { exportFirestore, findFirestoreExport } from './firestore-export.ts';
import { seedLocalData } from '../seed/seed-local-data.ts';
import { startMailDev } from './maildev.ts';
import { failureReport, type ManagedProcess } from './managed-process.ts';
import { persistRoot, repoRoot } from './paths.ts';
import { assertPortsFree } from './port-check.ts';
import type { PortName, Ports } from './ports.ts';
import { canTryStorageEmulator, startStorageEmulator, storageFallbackNotice } from './storage-emulator.ts';
import { startPreviewServer } from './preview-server.ts';
import { startProductionHosting } from './production-hosting.ts';
import { startWebServer } from './web-server.ts';

/** The project every local run uses: a demo- id never reaches a real Firebase project. */
export const PROJECT_ID = 'demo-nioo';

export interface StackOptions {
  ports: Ports;
  /** Keep emulator data between runs in .emulator-data/. */
  persist?: boolean;
  /** Echo every process's output. */
  verbose?: boolean;
  /** Start the Vite dev server too (the API tests do without). */
  withWeb?: boolean;
  /**
   * With `withWeb`, serve the production build on the app's port in place of the dev server:
   * what the journeys run against, a page load without the dev server's hundreds of modules or
   * React's development checks.
   */
  webFromBuild?: boolean;
  /** Also build the production bundle and serve it on the preview port (service worker included). */
  withPreview?: boolean;
  /**
   * Serve the production topology instead of the API service: the build, its page renderer and
   * the service as one function, behind the Hosting emulator's rewrites, on the production port.
   */
  withProduction?: boolean;
  /** Settings of the API service (server/config.ts), such as its rate limits. */
  apiEnv?: Record<string, string>;
  /** Aborting stops whatever has started; startStack then rejects. */
  signal?: AbortSignal;
}

export interface StackUrls {
  /** The web app, when started withWeb. */
  app?: string;
  /** The production build, when started withPreview. */
  preview?: string;
  /** The production topology, when started withProduction. */
  production?: string;
  /** The app's origin as the API knows it (APP_ORIGIN): return addresses must be on it, served or not. */
  appOrigin: string;
  /** The service's origin: the hosting's with the production topology, which sends it /api/**. */
  api: string;
  firestore: string;
  auth: string;
  /** Undefined when the Storage emulator could not start. */
  storage?: string;
  /** MailDev's web inbox; its REST API is under /api. */
  maildev: string;
  smtp: string;
}

export interface RunningStack {
  urls: StackUrls;
  /** One-line notices worth showing with the URLs (the Storage fallback). */
  notices: string[];
  /** Resolves with a report when a process of the stack dies while it runs. */
  crashed: Promise<string>;
  /** Stops everything, last started first; with `persist`, saves the data first. */
  stop(): Promise<void>;
}

interface Service {
  child: ManagedProcess;
  stop(): Promise<void>;
}

/**
 * Brings up the local stack of DESIGN.md §2: Firestore (its rules compiled), Auth and MailDev
 * side by side; then Storage, where it can run; then the seed beside the API and Vite, which
 * need none of it to start. Each is awaited by probing it. It prints nothing itself
 * (except with `verbose`, and a failed `persist` export).
 * When any step fails, everything already started is stopped before the error propagates.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, persist = false, verbose = false, withWeb = true, webFromBuild = false, withPreview = false, withProduction = false } = options;
  const tryStorage = canTryStorageEmulator();
  const used: PortName[] = ['firestore', 'auth', 'hub', 'logging', 'smtp', 'maildev', withProduction ? 'production' : 'api'];
  if (tryStorage) used.push('storage');
  if (withWeb) used.push('web');
  if (withPreview) used.push('preview');
  await assertPortsFree(ports, used);

  // Aborted by the caller, by any started process dying while later ones start, or by a step failing beside others.
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const signal = controller.signal;

  const services: Service[] = [];
  let stopping: Promise<void> | undefined;
  const add = (child: ManagedProcess, stop: () => Promise<void> = () => child.stop()) => {
    services.push({ child, stop });
    void child.exited.then(() => {
      if (!stopping) controller.abort();
    });
  };
  const stopAll = () => {
    stopping ??= (async () => {
      for (const service of [...services].reverse()) await service.stop();
    })();
    return stopping;
  };

  const dataDir = (name: string) => (persist ? path.join(persistRoot, name) : undefined);
  const notices: string[] = [];
  let storage: ManagedProcess | undefined;

  /**
   * Runs steps that need nothing of one another at once. The first to fail aborts the others,
   * and its error (not their aborts) is thrown once all have settled, so every process they
   * started is in `services`.
   */
  const sideBySide = async (steps: (() => Promise<unknown>)[]) => {
    let firstFailure: { error: unknown } | undefined;
    await Promise.all(
      steps.map((step) =>
        step().catch((error: unknown) => {
          firstFailure ??= { error };
          controller.abort();
        }),
      ),
    );
    if (firstFailure) throw firstFailure.error;
  };

  try {
    // Side by side, the emulator compiles the rules while firebase-tools loads the Auth emulator.
    await sideBySide([
      async () => {
        const firestoreData = path.join(persistRoot, 'firestore');
        const firestore = await startFirestoreEmulator({
          port: ports.firestore,
          projectId: PROJECT_ID,
          rulesPath: path.join(repoRoot, 'firestore.rules'),
          seedFrom: persist ? findFirestoreExport(firestoreData) : undefined,
          verbose,
          signal,
        });
        add(firestore, async () => {
          if (persist) {
            await exportFirestore(ports.firestore, PROJECT_ID, firestoreData).catch((error: Error) => console.error(`Firestore data not saved: ${error.message}`));
          }
          await firestore.stop();
        });
        await compileRules(ports.firestore, PROJECT_ID, signal);
      },
      async () => add(await startAuthEmulator({ port: ports.auth, hubPort: ports.hub, loggingPort: ports.logging, projectId: PROJECT_ID, dataDir: dataDir('auth'), verbose, signal })),
      async () => add(await startMailDev({ smtpPort: ports.smtp, webPort: ports.maildev, verbose, signal })),
    ]);

    if (tryStorage) {
      try {
        storage = await startStorageEmulator({ port: ports.storage, projectId: PROJECT_ID, rulesPath: path.join(repoRoot, 'storage.rules'), dataDir: dataDir('storage'), verbose, signal });
        add(storage);
      } catch (error) {
        // The app works without it (inline images); with --verbose its output shows why.
        if (signal.aborted) throw error;
      }
    }
    if (!storage) notices.push(storageFallbackNotice);

    const appOrigin = `http://127.0.0.1:${withProduction ? ports.production : ports.web}`;
    // Firestore and Auth answer and nothing is served before the stack is up: the moment to fill an empty stack.
    await sideBySide([
      () => seedLocalData({ projectId: PROJECT_ID, firestorePort: ports.firestore, authPort: ports.auth, appOrigin }),
      async () => {
        if (withProduction) {
          add(await startProductionHosting({ ports, storageEmulator: Boolean(storage), projectId: PROJECT_ID, apiEnv: options.apiEnv, verbose, signal }));
        } else {
          add(await startApiService({ port: ports.api, firestorePort: ports.firestore, authPort: ports.auth, smtpPort: ports.smtp, appOrigin, projectId: PROJECT_ID, env: options.apiEnv, verbose, signal }));
        }
        if (withWeb) {
          const web = { ports, storageEmulator: Boolean(storage), verbose, signal };
          add(webFromBuild ? await startPreviewServer({ ...web, port: ports.web }) : await startWebServer(web));
        }
        if (withPreview) add(await startPreviewServer({ ports, storageEmulator: Boolean(storage), verbose, signal }));
      },
    ]);
  } catch (error) {
    // A process that died while a later one started explains the failure better than the abort it caused.
    const dead = services.find((service) => service.child.exitReason());
    await stopAll();
    if (dead && !options.signal?.aborted) throw new Error(failureReport(dead.child, dead.child.exitReason() ?? ''), { cause: error });
    throw error;
  }

  const crashed = new Promise<string>((resolve) => {
    for (const { child } of services) {
      void child.exited.then(() => {
        if (!stopping) resolve(failureReport(child, child.exitReason() ?? `The ${child.name} stopped.`));
      });
    }
  });

  const host = '127.0.0.1';
  return {
    urls: {
      app: withWeb ? `http://${host}:${ports.web}` : undefined,
      preview: withPreview ? `http://${host}:${ports.preview}` : undefined,
      production: withProduction ? `http://${host}:${ports.production}` : undefined,
      appOrigin: `http://${host}:${withProduction ? ports.production : ports.web}`,
      api: `http://${host}:${withProduction ? ports.production : ports.api}`,
      firestore: `http://${host}:${ports.firestore}`,
      auth: `http://${host}:${ports.auth}`,
      storage: storage ? `http://${host}:${ports.storage}` : undefined,
      maildev: `http://${host}:${ports.maildev}`,
      smtp: `smtp://${host}:${ports.smtp}`,
    },
    notices,
    crashed,
    stop: stopAll,
  };
}
