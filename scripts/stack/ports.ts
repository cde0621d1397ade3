import { freePort } from './net.ts';

/** Every port the local stack listens on: who uses it, its default and the variable that moves it. */
export const portTable = {
  firestore: { service: 'Firestore emulator', envVar: 'FIRESTORE_PORT', defaultPort: 8080 },
  auth: { service: 'Auth emulator', envVar: 'AUTH_PORT', defaultPort: 9099 },
  storage: { service: 'Storage emulator', envVar: 'STORAGE_PORT', defaultPort: 9199 },
  smtp: { service: 'MailDev SMTP server', envVar: 'SMTP_PORT', defaultPort: 1025 },
  maildev: { service: 'MailDev inbox', envVar: 'MAILDEV_PORT', defaultPort: 1080 },
  api: { service: 'API service', envVar: 'API_PORT', defaultPort: 8787 },
  web: { service: 'Vite dev server', envVar: 'WEB_PORT', defaultPort: 5173 },
  preview: { service: 'production preview', envVar: 'PREVIEW_PORT', defaultPort: 4173 },
  production: { service: 'production topology (Hosting emulator)', envVar: 'PRODUCTION_PORT', defaultPort: 5050 },
  hub: { service: 'Firebase emulator hub', envVar: 'EMULATOR_HUB_PORT', defaultPort: 4400 },
  logging: { service: 'Firebase emulator logging', envVar: 'EMULATOR_LOGGING_PORT', defaultPort: 4500 },
} as const;

export type PortName = keyof typeof portTable;
export type Ports = Record<PortName, number>;

export const portNames = Object.keys(portTable) as PortName[];

/** The ports to use: defaults, overridden by the environment. Throws on a malformed or shared port. */
export function readPorts(env: NodeJS.ProcessEnv = process.env): Ports {
  const ports = {} as Ports;
  for (const name of portNames) {
    const { envVar, defaultPort } = portTable[name];
    const raw = env[envVar]?.trim();
    if (!raw) {
      ports[name] = defaultPort;
      continue;
    }
    const port = Number(raw);
    if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) {
      throw new Error(`${envVar} must be a port number between 1 and 65535, not "${raw}".`);
    }
    ports[name] = port;
  }
  assertDistinct(ports);
  return ports;
}

/** A different free port for every service: for stacks that tests start beside a dev stack. */
export async function freePorts(): Promise<Ports> {
  const ports = {} as Ports;
  for (const name of portNames) ports[name] = await freePort();
  return ports;
}

function assertDistinct(ports: Ports): void {
  const owner = new Map<number, PortName>();
  for (const name of portNames) {
    const other = owner.get(ports[name]);
    if (other) {
      throw new Error(`${portTable[other].envVar} and ${portTable[name].envVar} both ask for port ${ports[name]}: give each its own port.`);
    }
    owner.set(ports[name], name);
  }
}
