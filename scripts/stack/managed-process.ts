import { spawn, type ChildProcess } from 'node:child_process';

/** How many output lines each process keeps for error messages. */
const KEPT_LINES = 30;

export interface ManagedProcessOptions {
  /** Human name used in messages, e.g. "Auth emulator". */
  name: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Echo the output, prefixed with the name, as it arrives. */
  verbose?: boolean;
  /** How long the process group gets between SIGTERM and SIGKILL. */
  graceMs?: number;
}

export interface ManagedProcess {
  readonly name: string;
  readonly process: ChildProcess;
  /** A sentence saying the process has exited, or undefined while it runs. */
  exitReason(): string | undefined;
  /** Resolves when the process exits, whatever the cause. */
  readonly exited: Promise<void>;
  /** The last lines it printed, oldest first. */
  lastOutput(): string[];
  /** SIGTERM to its whole process group, SIGKILL after the grace period; resolves once the group is gone. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Process groups started here and not stopped yet. Detached children outlive their parent, so
 * if it exits without stopping them (a crash, a test runner interrupted before its teardown)
 * they are killed outright rather than left behind.
 */
const liveGroups = new Set<number>();
process.on('exit', () => {
  for (const pgid of liveGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/**
 * Spawns a process in its own process group (detached) with its output captured.
 * Its own group means a terminal's Ctrl-C reaches only the launcher, which then stops
 * children in order, and that stopping the group also stops what the child spawned
 * (firebase-tools runs Java and Node subprocesses).
 */
export function startManagedProcess(options: ManagedProcessOptions): ManagedProcess {
  const { name, graceMs = 5_000 } = options;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  if (child.pid !== undefined) liveGroups.add(child.pid);

  const lines: string[] = [];
  const keep = (text: string) => {
    for (const line of text.split(/\r?\n/)) {
      if (!line.trim()) continue;
      lines.push(line);
      if (options.verbose) process.stdout.write(`[${name}] ${line}\n`);
    }
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);

  const groupAlive = () => {
    if (child.pid === undefined) return false;
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group emptied in the meantime.
    }
  };

  let reason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      reason = `The ${name} stopped (${signal ? `signal ${signal}` : `exit code ${code}`}).`;
      // An empty group's id may be reused by an unrelated process: forget it.
      if (child.pid !== undefined && !groupAlive()) liveGroups.delete(child.pid);
      resolve();
    });
    child.once('error', (error) => {
      reason = `The ${name} could not be started: ${error.message}`;
      resolve();
    });
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (groupAlive()) {
        signalGroup('SIGTERM');
        const deadline = Date.now() + graceMs;
        while (groupAlive() && Date.now() < deadline) await sleep(50);
        if (groupAlive()) signalGroup('SIGKILL');
      }
      await exited;
      if (child.pid !== undefined) liveGroups.delete(child.pid);
    })();
    return stopping;
  };

  return { name, process: child, exitReason: () => reason, exited, lastOutput: () => [...lines], stop };
}

/**
 * Waits for `ready`, giving up when the process exits or `signal` aborts. On failure the
 * process is stopped and the error names it and quotes its last output lines.
 */
export async function whenReady(
  child: ManagedProcess,
  signal: AbortSignal | undefined,
  ready: (abort: () => string | undefined) => Promise<void>,
): Promise<void> {
  const abort = () => (signal?.aborted ? 'Start-up interrupted.' : child.exitReason());
  try {
    await ready(abort);
  } catch (error) {
    await child.stop();
    if (signal?.aborted) throw error;
    throw new Error(failureReport(child, `The ${child.name} did not start: ${error instanceof Error ? error.message : String(error)}`), { cause: error });
  }
}

/** `headline` followed by the process's last output lines, indented. */
export function failureReport(child: ManagedProcess, headline: string): string {
  const lines = child.lastOutput();
  if (lines.length === 0) return headline;
  return `${headline}\nLast output of the ${child.name}:\n${lines.map((line) => `  ${line}`).join('\n')}`;
}
