import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { createRulesEnv } from './helpers.ts';

export interface MigrationEmulator {
  /** The rules emulator, as the household's clients meet the migrated data. */
  env: RulesTestEnvironment;
  app: App;
  /** firebase-admin on the same emulator, as the migration script runs. */
  admin: Firestore;
}

/** A migration script's test bench on the suite's Firestore emulator. */
export async function startMigrationEmulator(project: `demo-${string}`): Promise<MigrationEmulator> {
  const env = await createRulesEnv(project);
  // firebase-admin finds the emulator through this variable, as the script does on the local stack.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${inject('firestorePort')}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: project }, project);
  return { env, app, admin: getFirestore(app) };
}

export async function stopMigrationEmulator({ env, app }: MigrationEmulator): Promise<void> {
  await deleteApp(app);
  await env.cleanup();
}
