import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from '../../scripts/stack/firestore-emulator.ts';
import { freePort } from '../../scripts/stack/net.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    firestorePort: number;
  }
}

const rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/**
 * Starts one Firestore emulator for the whole rules suite, on a port the OS says is free,
 * so it never collides with the dev stack (8080) or a parallel run. The files of a worker then
 * share a demo- project on it (suiteProject, helpers.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const emulator = await startFirestoreEmulator({ port, projectId: 'demo-nioo-rules', rulesPath });

  // If Vitest dies without running the teardown (Ctrl-C), do not leave a JVM behind.
  const killOnExit = () => emulator.process.kill('SIGKILL');
  process.once('exit', killOnExit);

  project.provide('firestorePort', port);
  return async () => {
    process.off('exit', killOnExit);
    await emulator.stop();
  };
}
