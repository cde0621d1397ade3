import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createRulesEnv, suiteProject } from './helpers.ts';

export interface MigrationEmulator {
  /** The rules emulator, as the household's clients meet the migrated data. */
  env: RulesTestEnvironment;
  app: App;
  /** firebase-admin on the same emulator, as the migration script runs. */
  admin: Firestore;
}

/**
 * A migration script's test bench on the suite's Firestore emulator, for the calling test file:
 * started once, emptied and filled by `seedData` before each test, stopped after the last. Its
 * fields are there once the file's tests run.
 */
export function useMigrationEmulator(seedData: (bench: MigrationEmulator) => Promise<void>): MigrationEmulator {
  const bench = {} as MigrationEmulator;
  beforeAll(async () => {
    bench.env = await createRulesEnv();
    // firebase-admin finds the emulator through this variable, as the script does on the local stack.
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${inject('firestorePort')}`;
    process.env.METADATA_SERVER_DETECTION = 'none';
    bench.app = initializeApp({ projectId: suiteProject }, `${suiteProject}-migration`);
    bench.admin = getFirestore(bench.app);
  });
  beforeEach(async () => {
    await bench.env.clearFirestore();
    await seedData(bench);
  });
  afterAll(async () => {
    await deleteApp(bench.app);
    await bench.env.cleanup();
  });
  return bench;
}
