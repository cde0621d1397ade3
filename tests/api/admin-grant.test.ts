import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { nodeBin, repoRoot } from '../../scripts/stack/paths.ts';
import { admin, googleIdToken, stack, uniqueEmail } from './helpers.ts';

// `npm run admin:grant -- <email> [--remove]` (DESIGN.md §3, Admins), run as the README says,
// against the suite's Auth emulator.

const { auth } = admin();
const tsx = nodeBin('tsx');

async function adminGrant(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: new URL(stack.auth).host, GCLOUD_PROJECT: 'demo-nioo', GOOGLE_APPLICATION_CREDENTIALS: '' };
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx.command, [...tsx.args, 'scripts/admin-grant.ts', ...args], { cwd: repoRoot, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin:grant', () => {
  it('sets the admin claim, keeping the other claims, and removes it with --remove', async () => {
    const email = uniqueEmail('admin');
    const { uid } = await googleIdToken(email, 'Ada Admin');
    await auth.setCustomUserClaims(uid, { beta: true });

    const granted = await adminGrant(email.toUpperCase());
    expect(granted.code).toBe(0);
    expect(granted.stdout.trim().split('\n')).toEqual([expect.stringContaining(`(uid ${uid}) is now an admin`)]);
    expect((await auth.getUser(uid)).customClaims).toEqual({ beta: true, admin: true });
    // The next sign-in's ID token carries it, which is what the API and the rules read.
    const { idToken } = await googleIdToken(email, 'Ada Admin');
    expect((await auth.verifyIdToken(idToken)).admin).toBe(true);

    const removed = await adminGrant(email, '--remove');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('is no longer an admin');
    expect((await auth.getUser(uid)).customClaims).toEqual({ beta: true });
  }, 60_000);

  it('exits 1 with a clear message for an address without an account, or without an address', async () => {
    const email = uniqueEmail('nobody');
    const missing = await adminGrant(email);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`No account with the address ${email}`);

    const usage = await adminGrant('--remove');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run admin:grant -- <email> [--remove]');
  }, 60_000);
});
