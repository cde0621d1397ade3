import { describe, expect, it } from 'vitest';
import { firebaseSettingNames, readEnv } from './env';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-nioo',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('readEnv', () => {
  it('builds the Firebase options from the six settings', () => {
    const reading = readEnv(complete);
    expect(reading).toMatchObject({
      ok: true,
      env: { firebase: { apiKey: 'key', projectId: 'demo-nioo', appId: '1:123:web:abc' }, useEmulators: false },
    });
  });

  it.each(Object.values(firebaseSettingNames))('names %s when it is missing', (name) => {
    const { [name]: _removed, ...rest } = complete;
    expect(readEnv(rest)).toEqual({ ok: false, missing: [name] });
  });

  it('treats a blank setting as missing and lists every missing one', () => {
    const reading = readEnv({ ...complete, VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_APP_ID: '' });
    expect(reading).toEqual({ ok: false, missing: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'] });
  });

  it('reads the emulator switches and ports, falling back to the defaults', () => {
    const reading = readEnv({ ...complete, VITE_USE_EMULATORS: 'true', VITE_FIRESTORE_EMULATOR_PORT: '8280', VITE_AUTH_EMULATOR_PORT: 'oops', VITE_STORAGE_EMULATOR: 'false' });
    expect(reading.ok && reading.env).toMatchObject({
      useEmulators: true,
      emulatorPorts: { firestore: 8280, auth: 9099, storage: 9199 },
      storageEmulatorAvailable: false,
    });
  });
});
