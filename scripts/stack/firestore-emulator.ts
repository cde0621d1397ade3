import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startManagedProcess, whenReady, type ManagedProcess } from './managed-process.ts';
import { waitForPort } from './net.ts';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Where the official emulator jar is, in the order DESIGN.md §2 gives; undefined when none is installed. */
export function findFirestoreEmulatorJar(): string | undefined {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;

  // The apt package's root first: asking gcloud costs seconds (it is Python), so only when that fails.
  const componentJar = (root: string) => path.join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  const aptJar = componentJar('/usr/lib/google-cloud-sdk');
  if (existsSync(aptJar)) return aptJar;
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (root && existsSync(componentJar(root))) return componentJar(root);
  } catch {
    // gcloud is not on PATH: the firebase-tools cache below may still hold a jar.
  }

  const cache = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jar = readdirSync(cache).filter((f) => /^cloud-firestore-emulator.*\.jar$/.test(f)).sort().pop();
    if (jar) return path.join(cache, jar);
  }
  return undefined;
}

export function hasJava(): boolean {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const missingEmulatorMessage =
  'No Firestore emulator found: install the apt package google-cloud-cli-firestore-emulator (or set FIRESTORE_EMULATOR_JAR to the jar) and make sure Java 17+ is on PATH.';

export interface FirestoreEmulator extends ManagedProcess {
  port: number;
}

export interface FirestoreEmulatorOptions {
  port: number;
  projectId: string;
  rulesPath: string;
  /** Seed from this export's metadata file, when it exists. */
  seedFrom?: string;
  /** Print the emulator's output (it is chatty). */
  verbose?: boolean;
  /** Gives up waiting (and stops the emulator) once aborted. */
  signal?: AbortSignal;
}

/** Starts the Java emulator and resolves once its port answers. */
export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<FirestoreEmulator> {
  const jar = findFirestoreEmulatorJar();
  if (!jar || !hasJava()) throw new Error(missingEmulatorMessage);

  const args = [
    '-Duser.language=en',
    '-cp',
    jar,
    MAIN_CLASS,
    'start',
    '--host=127.0.0.1',
    `--port=${options.port}`,
    `--rules=${options.rulesPath}`,
    `--project_id=${options.projectId}`,
    '--single_project_mode=true',
  ];
  if (options.seedFrom && existsSync(options.seedFrom)) args.push(`--seed_from_export=${options.seedFrom}`);

  // In a process group of its own, a terminal's Ctrl-C never reaches the JVM: it keeps running
  // until stop() sends SIGTERM, so the launcher can export its data first (--persist).
  const emulator = startManagedProcess({ name: 'Firestore emulator', command: 'java', args, verbose: options.verbose });
  await whenReady(emulator, options.signal, (abort) => waitForPort(options.port, { timeoutMs: 30_000, abort }));
  return { ...emulator, port: options.port };
}

/**
 * Has the emulator compile the project's rules now: it does so before it answers the project's
 * first request, about 5 s for firestore.rules on a small machine. A read of a missing document,
 * as the service (the emulator's owner token), which the rules do not judge.
 */
export async function compileRules(port: number, projectId: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/v1/projects/${projectId}/databases/(default)/documents/stack/compile-rules`, { headers: { Authorization: 'Bearer owner' }, signal });
  await response.body?.cancel();
}
