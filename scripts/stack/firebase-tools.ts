import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startManagedProcess, type ManagedProcess } from './managed-process.ts';
import { nodeBin } from './paths.ts';

export interface FirebaseToolsOptions {
  name: string;
  /** The emulators to run, as `--only` takes them. */
  only: 'auth' | 'storage' | 'hosting,functions';
  projectId: string;
  /** The whole firebase.json to run with: ports, hub and logging included. */
  config: object;
  /**
   * Where that firebase.json goes, when the folders it names are relative to it (the hosting's
   * files, the functions' source); else beside the process, in its temporary folder.
   */
  configDir?: string;
  /** Import from and export to this folder on exit (`--persist`). */
  dataDir?: string;
  verbose?: boolean;
  /** More variables for the emulators, which the functions they run inherit. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs `firebase emulators:start --only <emulator>` with a generated config, by default in a
 * private temporary folder. That folder is also its cwd (firebase-debug.log lands there, not in the
 * repository) and its TMPDIR (the hub locator file is per project id, so two stacks side by
 * side would otherwise fight over it). The folder goes when the process stops.
 */
export function startFirebaseTools(options: FirebaseToolsOptions): ManagedProcess {
  const dir = mkdtempSync(path.join(os.tmpdir(), `nioo-${options.only.replace(',', '-')}-`));
  const configPath = path.join(options.configDir ?? dir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(options.config, null, 2));

  const firebase = nodeBin('firebase');
  const args = [...firebase.args, 'emulators:start', '--only', options.only, '--project', options.projectId, '--config', configPath];
  if (options.dataDir) args.push('--import', options.dataDir, '--export-on-exit', options.dataDir);

  const child = startManagedProcess({
    name: options.name,
    command: firebase.command,
    args,
    cwd: dir,
    env: { ...process.env, ...options.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', METADATA_SERVER_DETECTION: 'none', TMPDIR: dir },
    verbose: options.verbose,
    // Leaves time for --export-on-exit.
    graceMs: 15_000,
  });
  void child.exited.then(() => rmSync(dir, { recursive: true, force: true }));
  return child;
}

/** The part of firebase.json every generated config shares. */
export function emulatorSuiteConfig(ports: { hub: number; logging: number }) {
  return {
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
}
