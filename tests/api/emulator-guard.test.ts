import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeBin, repoRoot } from '../../scripts/stack/paths.ts';

/** Runs the service as `npm run server` does, with only the given environment (and PATH/HOME). */
function startService(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const tsx = nodeBin('tsx');
  const child = spawn(tsx.command, [...tsx.args, 'server/index.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A service that got past the check would listen: stopped, its empty stderr fails the test.
  const stop = setTimeout(() => child.kill(), 15_000);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(stop);
      resolve({ code, stderr });
    });
  });
}

describe('the service in emulator mode', () => {
  it.each(['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'])(
    'refuses to start with %s set and a project that is not a demo- one, in one sentence',
    async (variable) => {
      const { code, stderr } = await startService({ GCLOUD_PROJECT: 'real-project', [variable]: '127.0.0.1:8080' });
      expect(code).not.toBe(0);
      expect(stderr.trim()).toBe(
        `${variable} is set but the project "real-project" does not start with "demo-": the emulators accept unsigned ID tokens, so the API refuses to run them against a real project.`,
      );
    },
    30_000,
  );
});
