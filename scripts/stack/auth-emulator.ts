import { emulatorSuiteConfig, startFirebaseTools } from './firebase-tools.ts';
import { whenReady, type ManagedProcess } from './managed-process.ts';
import { waitForHttp } from './net.ts';

export interface AuthEmulatorOptions {
  port: number;
  hubPort: number;
  loggingPort: number;
  projectId: string;
  dataDir?: string;
  verbose?: boolean;
  signal?: AbortSignal;
}

/** Starts the Auth emulator (firebase-tools) and resolves once it reports itself ready. */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<ManagedProcess> {
  const emulator = startFirebaseTools({
    name: 'Auth emulator',
    only: 'auth',
    projectId: options.projectId,
    config: {
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        ...emulatorSuiteConfig({ hub: options.hubPort, logging: options.loggingPort }),
      },
    },
    dataDir: options.dataDir,
    verbose: options.verbose,
  });

  // firebase-tools compiles the emulator's API schema first: 15–20 s on a small machine.
  await whenReady(emulator, options.signal, (abort) =>
    waitForHttp(`http://127.0.0.1:${options.port}/`, {
      timeoutMs: 120_000,
      accept: (body) => (JSON.parse(body) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true,
      abort,
    }),
  );
  return emulator;
}
