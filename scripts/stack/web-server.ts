import { whenReady, startManagedProcess, type ManagedProcess } from './managed-process.ts';
import { waitForPort } from './net.ts';
import { nodeBin, repoRoot } from './paths.ts';
import type { Ports } from './ports.ts';

/** The Firebase web settings of the demo project: any values work against the emulators. */
export const demoSettings = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-nioo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-nioo',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-nioo.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
  VITE_MARKETING_ORIGIN: 'nioo.fr',
};

/**
 * Vite's environment: the demo settings unless the environment sets them, and what the app
 * must know about this stack (emulator ports, whether Storage runs) always from the stack.
 */
export function webEnv(ports: Ports, storageEmulator: boolean, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const settings = Object.fromEntries(Object.entries(demoSettings).map(([key, value]) => [key, env[key] || value]));
  return {
    ...env,
    ...settings,
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    VITE_USE_EMULATORS: 'true',
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_STORAGE_EMULATOR: String(storageEmulator),
  };
}

/** Starts the Vite dev server (vite.config.ts reads WEB_PORT and API_PORT) and resolves once it listens. */
export async function startWebServer(options: { ports: Ports; storageEmulator: boolean; verbose?: boolean; signal?: AbortSignal }): Promise<ManagedProcess> {
  const vite = nodeBin('vite');
  const child = startManagedProcess({
    name: 'Vite dev server',
    command: vite.command,
    args: vite.args,
    cwd: repoRoot,
    env: webEnv(options.ports, options.storageEmulator),
    verbose: options.verbose,
  });
  await whenReady(child, options.signal, (abort) => waitForPort(options.ports.web, { timeoutMs: 60_000, abort }));
  return child;
}
