import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, pickablePorts } from './net.ts';

const servers: net.Server[] = [];

function listen(port: number): Promise<void> {
  const server = net.createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('freePort', () => {
  it('hands out ports below the range of outgoing connections, each once, each one a server can listen on', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 40; i++) ports.push(await freePort());

    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(pickablePorts.from);
      expect(port).toBeLessThan(32_768);
    }
    await Promise.all(ports.map(listen));
  });
});
