import { describe, expect, it } from 'vitest';
import { readPorts } from './ports.ts';
import { webEnv } from './web-server.ts';

describe('webEnv', () => {
  const ports = readPorts({ WEB_PORT: '5373', API_PORT: '8987', FIRESTORE_PORT: '8280', AUTH_PORT: '9299', STORAGE_PORT: '9399' });

  it('points the app at this stack', () => {
    const env = webEnv(ports, false, {});
    expect(env).toMatchObject({
      WEB_PORT: '5373',
      API_PORT: '8987',
      VITE_USE_EMULATORS: 'true',
      VITE_FIRESTORE_EMULATOR_PORT: '8280',
      VITE_AUTH_EMULATOR_PORT: '9299',
      VITE_STORAGE_EMULATOR_PORT: '9399',
      VITE_STORAGE_EMULATOR: 'false',
    });
    expect(webEnv(ports, true, {}).VITE_STORAGE_EMULATOR).toBe('true');
  });

  it('fills in the demo Firebase settings', () => {
    expect(webEnv(ports, false, {})).toMatchObject({
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-nioo.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-nioo',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-nioo.appspot.com',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
      VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
      VITE_MARKETING_ORIGIN: 'nioo.fr',
    });
  });

  it('keeps the settings the environment already has, but never its idea of the stack', () => {
    const env = webEnv(ports, false, { VITE_FIREBASE_API_KEY: 'my-key', VITE_MARKETING_ORIGIN: 'staging.nioo.fr', VITE_USE_EMULATORS: 'false', PATH: '/bin' });
    expect(env).toMatchObject({ VITE_FIREBASE_API_KEY: 'my-key', VITE_MARKETING_ORIGIN: 'staging.nioo.fr', VITE_USE_EMULATORS: 'true', PATH: '/bin' });
  });
});
