import { describe, expect, it } from 'vitest';
import { firebaseSettingNames, readFirebaseConfig, readSettings } from './env';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-nioo',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('readFirebaseConfig', () => {
  it('builds the Firebase options from the six settings', () => {
    expect(readFirebaseConfig(complete)).toEqual({
      ok: true,
      config: {
        apiKey: 'key',
        authDomain: 'demo.firebaseapp.com',
        projectId: 'demo-nioo',
        storageBucket: 'demo.appspot.com',
        messagingSenderId: '123',
        appId: '1:123:web:abc',
      },
    });
  });

  it.each(Object.values(firebaseSettingNames))('names %s when it is missing', (name) => {
    const { [name]: _removed, ...rest } = complete;
    expect(readFirebaseConfig(rest)).toEqual({ ok: false, missing: [name] });
  });

  it('treats a blank setting as missing and lists every missing one', () => {
    const reading = readFirebaseConfig({ ...complete, VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_APP_ID: '' });
    expect(reading).toEqual({ ok: false, missing: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'] });
  });
});

describe('readSettings', () => {
  it('reads the emulator switches and ports, falling back to the defaults', () => {
    expect(readSettings({ VITE_USE_EMULATORS: 'true', VITE_FIRESTORE_EMULATOR_PORT: '8280', VITE_AUTH_EMULATOR_PORT: 'oops', VITE_STORAGE_EMULATOR: 'false' })).toMatchObject({
      useEmulators: true,
      emulatorPorts: { firestore: 8280, auth: 9099, storage: 9199 },
      storageEmulatorAvailable: false,
    });
  });

  it('falls back on a blank, fractional or out-of-range port, a blank host and a help page that is no address', () => {
    const settings = readSettings({ VITE_AUTH_EMULATOR_PORT: ' ', VITE_FIRESTORE_EMULATOR_PORT: '80.5', VITE_STORAGE_EMULATOR_PORT: '70000', VITE_EMULATOR_HOST: '', VITE_HELP_URL: 'aide' });
    expect(settings).toMatchObject({ emulatorHost: '127.0.0.1', emulatorPorts: { auth: 9099, firestore: 8080, storage: 9199 }, helpUrl: 'https://nioo.fr/aide' });
    expect(readSettings({ VITE_HELP_URL: 'https://aide.nioo.fr/faq', VITE_MARKETING_ORIGIN: 'https://www.nioo.fr' })).toMatchObject({ helpUrl: 'https://aide.nioo.fr/faq', marketingOrigin: 'https://www.nioo.fr' });
  });

  it('defaults to the production services and the nioo.fr marketing site', () => {
    expect(readSettings({})).toMatchObject({ useEmulators: false, storageEmulatorAvailable: true, marketingOrigin: 'nioo.fr' });
  });
});
