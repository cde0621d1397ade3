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

/** A port the OS reports free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}
