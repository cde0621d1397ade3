import { describe, expect, it } from 'vitest';
import { readPorts } from './ports.ts';

describe('readPorts', () => {
  it('uses the default ports of DESIGN.md §2 when nothing is set', () => {
    expect(readPorts({})).toEqual({
      firestore: 8080,
      auth: 9099,
      storage: 9199,
      smtp: 1025,
      maildev: 1080,
      api: 8787,
      web: 5173,
      preview: 4173,
      production: 5050,
      hub: 4400,
      logging: 4500,
    });
  });

  it('moves every port with its environment variable (the e2e stack)', () => {
    const env = {
      FIRESTORE_PORT: '8280',
      AUTH_PORT: '9299',
      STORAGE_PORT: '9399',
      SMTP_PORT: '1225',
      MAILDEV_PORT: '1280',
      API_PORT: '8987',
      WEB_PORT: '5373',
      PREVIEW_PORT: '4373',
      PRODUCTION_PORT: '5473',
      EMULATOR_HUB_PORT: '4600',
      EMULATOR_LOGGING_PORT: '4700',
    };
    expect(readPorts(env)).toEqual({
      firestore: 8280,
      auth: 9299,
      storage: 9399,
      smtp: 1225,
      maildev: 1280,
      api: 8987,
      web: 5373,
      preview: 4373,
      production: 5473,
      hub: 4600,
      logging: 4700,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(readPorts({ API_PORT: ' ' }).api).toBe(8787);
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('refuses %j naming the variable', (value) => {
    expect(() => readPorts({ WEB_PORT: value })).toThrow(`WEB_PORT must be a port number between 1 and 65535, not "${value}".`);
  });

  it('refuses two services on one port', () => {
    expect(() => readPorts({ API_PORT: '8080' })).toThrow('FIRESTORE_PORT and API_PORT both ask for port 8080: give each its own port.');
  });
});
