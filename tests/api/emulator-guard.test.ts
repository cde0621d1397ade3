import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeBin, repoRoot } from '../../scripts/stack/paths.ts';
import { CALENDAR_TOKEN_SECRET_MIN_LENGTH } from '../../server/config.ts';

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

describe('the service on a project that is not a demo- one', () => {
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

  it('refuses to start with RECIPE_IMPORT_ALLOW_HOSTS set and a project that is not a demo- one, in one sentence', async () => {
    const { code, stderr } = await startService({
      GCLOUD_PROJECT: 'real-project',
      RECIPE_IMPORT_ALLOW_HOSTS: '127.0.0.1:4567',
      // Everything else a real project needs, so the allow list is the only reason.
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      CALENDAR_TOKEN_SECRET: 'k'.repeat(CALENDAR_TOKEN_SECRET_MIN_LENGTH),
    });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toBe(
      'RECIPE_IMPORT_ALLOW_HOSTS is set but the project "real-project" does not start with "demo-": it lets the recipe import fetch private addresses, so the API refuses to run it against a real project.',
    );
  }, 30_000);
});
