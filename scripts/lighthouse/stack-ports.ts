import { readPorts, type Ports } from '../stack/ports.ts';

/**
 * The Lighthouse run starts a stack of its own on these ports, apart from `npm run dev`'s
 * defaults and from the end-to-end suite's stack, so it can run beside both. Each one still
 * moves with its usual variable (FIRESTORE_PORT, PREVIEW_PORT…).
 */
export const lighthouseStackPorts = {
  FIRESTORE_PORT: '8480',
  AUTH_PORT: '9499',
  STORAGE_PORT: '9599',
  SMTP_PORT: '1425',
  MAILDEV_PORT: '1480',
  API_PORT: '9187',
  WEB_PORT: '5573',
  PREVIEW_PORT: '4573',
  PRODUCTION_PORT: '5673',
  EMULATOR_HUB_PORT: '4800',
  EMULATOR_LOGGING_PORT: '4900',
} as const;

export function readLighthousePorts(env: NodeJS.ProcessEnv = process.env): Ports {
  return readPorts({ ...lighthouseStackPorts, ...env });
}
