import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortsFree } from './port-check.ts';
import { freePorts } from './ports.ts';

let server: net.Server | undefined;

function listen(port: number): Promise<void> {
  server = net.createServer();
  return new Promise((resolve) => server?.listen(port, '127.0.0.1', resolve));
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

// Free ports, not the defaults: a dev stack may be running on this machine.
describe('assertPortsFree', () => {
  it('passes when every port is free', async () => {
    const ports = await freePorts();
    await expect(assertPortsFree(ports, ['api', 'web'])).resolves.toBeUndefined();
  });

  it('names the busy port, its service and the variable that moves it', async () => {
    const ports = await freePorts();
    await listen(ports.auth);
    await expect(assertPortsFree(ports, ['firestore', 'auth', 'api'])).rejects.toThrow(
      `Port ${ports.auth} is already in use, so the Auth emulator cannot start: stop whatever is listening there or set AUTH_PORT to a free port.`,
    );
  });

  it('ignores a busy port of a service that will not start', async () => {
    const ports = await freePorts();
    await listen(ports.storage);
    await expect(assertPortsFree(ports, ['firestore', 'auth'])).resolves.toBeUndefined();
  });
});
