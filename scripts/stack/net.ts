import net from 'node:net';

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once the port accepts connections; rejects after `timeoutMs` or when `abort` says the owner died. */
export async function waitForPort(
  port: number,
  { timeoutMs = 60_000, host = '127.0.0.1', abort }: { timeoutMs?: number; host?: string; abort?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = abort?.();
    if (reason) throw new Error(reason);
    if (await isPortOpen(port, host)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answered on ${host}:${port} after ${Math.round(timeoutMs / 1000)} s.`);
}

/**
 * Resolves once a GET on `url` answers 2xx with a body `accept` approves; rejects after
 * `timeoutMs` or when `abort` says the owner died. Each attempt gets a timeout of its own, short
 * unless `attemptTimeoutMs` says otherwise (a server that starts a process per waiting request).
 */
export async function waitForHttp(
  url: string,
  {
    timeoutMs = 60_000,
    attemptTimeoutMs = 2_000,
    accept = () => true,
    abort,
  }: { timeoutMs?: number; attemptTimeoutMs?: number; accept?: (body: string) => boolean; abort?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = abort?.();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.min(attemptTimeoutMs, Math.max(1, deadline - Date.now()))) });
      if (response.ok && accept(await response.text())) return;
    } catch {
      // Not listening yet, or too slow to answer: try again.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready after ${Math.round(timeoutMs / 1000)} s.`);
}

/**
 * Where free ports are picked: below the range the OS hands out to outgoing connections (from
 * 32768 on Linux, 49152 elsewhere). A port taken from that range and freed, for a service that
 * binds it seconds later, can meanwhile become the local end of one of the emulators' own
 * connections; the service then fails with EADDRINUSE, as MailDev once did in CI.
 */
export const pickablePorts = { from: 20_000, to: 32_767 } as const;

/** Ports this process has handed out: two services started together never get the same one. */
const handedOut = new Set<number>();

/** True when a server could listen on 127.0.0.1:port right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on, outside the OS's range for outgoing connections, never handed out twice by this process. */
export async function freePort(): Promise<number> {
  const { from, to } = pickablePorts;
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${from} and ${to}.`);
}
