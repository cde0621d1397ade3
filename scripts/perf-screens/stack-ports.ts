import { readPorts, type Ports } from '../stack/ports.ts';

/** Its own stack, apart from `npm run dev`, the journeys' and Lighthouse's, so it can run beside them. */
export const screensStackPorts = {
  FIRESTORE_PORT: '8680',
  AUTH_PORT: '9699',
  STORAGE_PORT: '9799',
  SMTP_PORT: '1625',
  MAILDEV_PORT: '1680',
  API_PORT: '9387',
  WEB_PORT: '5773',
  PREVIEW_PORT: '4773',
  EMULATOR_HUB_PORT: '5000',
  EMULATOR_LOGGING_PORT: '5100',
} as const;

export function readScreensPorts(env: NodeJS.ProcessEnv = process.env): Ports {
  return readPorts({ ...screensStackPorts, ...env });
}

/** `npm run perf:discovery` starts a Firestore emulator alone, on a port of its own, so it can run beside the screens' stack too. */
export const discoveryFirestorePort = 8681;
