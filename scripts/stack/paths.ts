import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where `--persist` keeps emulator data between runs (gitignored). */
export const persistRoot = path.join(repoRoot, '.emulator-data');

/** A Node CLI installed in node_modules/.bin, run with this very Node binary. */
export function nodeBin(name: string): { command: string; args: string[] } {
  return { command: process.execPath, args: [path.join(repoRoot, 'node_modules', '.bin', name)] };
}
