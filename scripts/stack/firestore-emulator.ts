import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from './net.ts';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Where the official emulator jar is, in the order DESIGN.md §2 gives; undefined when none is installed. */
export function findFirestoreEmulatorJar(): string | undefined {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;

  const sdkRoots = ['/usr/lib/google-cloud-sdk'];
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (root) sdkRoots.unshift(root);
  } catch {
    // gcloud is not on PATH: the default root above may still hold the component.
  }
  for (const root of sdkRoots) {
    const jar = path.join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
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

export interface FirestoreEmulator {
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface FirestoreEmulatorOptions {
  port: number;
  projectId: string;
  rulesPath: string;
  /** Seed from this export's metadata file, when it exists. */
  seedFrom?: string;
  /** Print the emulator's output (it is chatty). */
  verbose?: boolean;
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

  const child = spawn('java', args, { stdio: options.verbose ? 'inherit' : 'ignore' });
  let exited: string | undefined;
  child.once('exit', (code) => {
    exited = `The Firestore emulator stopped (exit code ${code}).`;
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // SIGINT is ignored by the JVM when it runs in the background; SIGTERM is not.
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });

  try {
    await waitForPort(options.port, { timeoutMs: 30_000, abort: () => exited });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port: options.port, process: child, stop };
}
