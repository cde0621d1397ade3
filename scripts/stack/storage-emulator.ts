import { spawnSync } from 'node:child_process';
import { emulatorSuiteConfig, startFirebaseTools } from './firebase-tools.ts';
import { whenReady, type ManagedProcess } from './managed-process.ts';
import { freePort, waitForPort } from './net.ts';

/** firebase-tools 15 refuses to start the Storage emulator on an older Java. */
const MIN_JAVA = 21;

export const storageFallbackNotice =
  'Storage emulator unavailable (it needs Java 21+ and its rules runtime, which firebase-tools downloads): recipe images fall back to inline images.';

/** The major version in `java -version` output: "17.0.15" is 17, the old "1.8.0_392" is 8. */
export function parseJavaMajorVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 && match[2] ? Number(match[2]) : major;
}

/** Whether the Java on PATH is recent enough to try the Storage emulator at all. */
export function canTryStorageEmulator(): boolean {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return false;
  return (parseJavaMajorVersion(`${result.stderr}${result.stdout}`) ?? 0) >= MIN_JAVA;
}

export interface StorageEmulatorOptions {
  port: number;
  projectId: string;
  rulesPath: string;
  dataDir?: string;
  verbose?: boolean;
  signal?: AbortSignal;
}

/** Starts the Storage emulator in a firebase-tools process of its own and resolves once its port answers. */
export async function startStorageEmulator(options: StorageEmulatorOptions): Promise<ManagedProcess> {
  // Its hub and logging ports are internal: any free ones do, apart from the Auth emulator's.
  const hub = await freePort();
  const logging = await freePort();

  const emulator = startFirebaseTools({
    name: 'Storage emulator',
    only: 'storage',
    projectId: options.projectId,
    config: {
      storage: { rules: options.rulesPath },
      emulators: { storage: { host: '127.0.0.1', port: options.port }, ...emulatorSuiteConfig({ hub, logging }) },
    },
    dataDir: options.dataDir,
    verbose: options.verbose,
  });
  await whenReady(emulator, options.signal, (abort) => waitForPort(options.port, { timeoutMs: 60_000, abort }));
  return emulator;
}
