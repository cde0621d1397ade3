import { describe, expect, it, vi } from 'vitest';
import { startManagedProcess } from './managed-process.ts';

/** True while a process with this pid exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startManagedProcess', () => {
  it('stops the whole process group, grandchildren included', async () => {
    // A parent that spawns a long-lived grandchild, prints its pid, and ignores SIGTERM like a stuck process.
    // The handler goes in before the pid is printed, so a busy machine cannot deliver SIGTERM first.
    const script = `
      process.on('SIGTERM', () => {});
      const child = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.log('grandchild ' + child.pid);
      setInterval(() => {}, 1000);
    `;
    const managed = startManagedProcess({ name: 'test parent', command: process.execPath, args: ['-e', script], graceMs: 300 });
    let grandchild: number | undefined;
    while (grandchild === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const line = managed.lastOutput().find((l) => l.startsWith('grandchild '));
      if (line) grandchild = Number(line.split(' ')[1]);
    }
    expect(alive(grandchild)).toBe(true);

    await managed.stop();

    expect(managed.exitReason()).toBe('The test parent stopped (signal SIGKILL).');
    const orphan = grandchild;
    // The kernel takes a moment to reap a killed process.
    await vi.waitFor(() => expect(alive(orphan)).toBe(false), { timeout: 2_000 });
  });

  it('keeps the last output lines and says how the process ended', async () => {
    const managed = startManagedProcess({
      name: 'failing tool',
      command: process.execPath,
      args: ['-e', 'for (let i = 1; i <= 40; i++) console.log("line " + i); console.error("boom"); process.exit(3)'],
    });
    await managed.exited;
    expect(managed.exitReason()).toBe('The failing tool stopped (exit code 3).');
    const output = managed.lastOutput();
    expect(output).toHaveLength(30);
    expect(output.at(-1)).toBe('boom');
    expect(output).not.toContain('line 1');
  });

  it('reports a command that cannot be started', async () => {
    const managed = startManagedProcess({ name: 'missing tool', command: 'nioo-no-such-command', args: [] });
    await managed.exited;
    expect(managed.exitReason()).toMatch(/^The missing tool could not be started: spawn nioo-no-such-command ENOENT/);
    await expect(managed.stop()).resolves.toBeUndefined();
  });
});
