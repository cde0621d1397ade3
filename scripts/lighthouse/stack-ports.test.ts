import { describe, expect, it } from 'vitest';
import { testStackPorts } from '../../tests/e2e/test-stack.ts';
import { readPorts } from '../stack/ports.ts';
import { readLighthousePorts } from './stack-ports.ts';

const asEnv = (ports: Record<string, number>) => Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)]));

describe('readLighthousePorts', () => {
  it('shares no port with the local stack nor with the end-to-end stack', () => {
    const own = Object.values(readLighthousePorts({}));
    const others = [...Object.values(readPorts({})), ...Object.values(readPorts(asEnv(testStackPorts)))];
    expect(own.filter((port) => others.includes(port))).toEqual([]);
  });

  it('lets the environment move a port', () => {
    expect(readLighthousePorts({ PREVIEW_PORT: '4999' }).preview).toBe(4999);
  });
});
