import { isPortOpen } from './net.ts';
import { portTable, type PortName, type Ports } from './ports.ts';

export function busyPortMessage(name: PortName, port: number): string {
  const { service, envVar } = portTable[name];
  return `Port ${port} is already in use, so the ${service} cannot start: stop whatever is listening there or set ${envVar} to a free port.`;
}

/** Throws the busy-port message for the first of `names` that something already listens on. */
export async function assertPortsFree(ports: Ports, names: readonly PortName[]): Promise<void> {
  const busy = await Promise.all(names.map((name) => isPortOpen(ports[name])));
  const first = names.find((_, index) => busy[index]);
  if (first) throw new Error(busyPortMessage(first, ports[first]));
}
