import { expect, it } from 'vitest';
import { readSettings } from './env';
import { emulatorOriginsFrom } from './service-origins';

it('names the emulators the app connects to, whatever the build was given', () => {
  const builds = [
    {},
    { VITE_EMULATOR_HOST: 'localhost', VITE_AUTH_EMULATOR_PORT: '9299', VITE_FIRESTORE_EMULATOR_PORT: '8280', VITE_STORAGE_EMULATOR_PORT: '9399' },
    { VITE_EMULATOR_HOST: '', VITE_AUTH_EMULATOR_PORT: '', VITE_FIRESTORE_EMULATOR_PORT: 'abc', VITE_STORAGE_EMULATOR_PORT: '70000' },
    { VITE_AUTH_EMULATOR_PORT: '0', VITE_FIRESTORE_EMULATOR_PORT: '80.5', VITE_STORAGE_EMULATOR_PORT: ' 9199 ' },
  ];
  for (const build of builds) {
    const env = { VITE_USE_EMULATORS: 'true', ...build };
    const { emulatorHost, emulatorPorts } = readSettings(env);
    expect(emulatorOriginsFrom(env)).toEqual({
      auth: `http://${emulatorHost}:${emulatorPorts.auth}`,
      firestore: `http://${emulatorHost}:${emulatorPorts.firestore}`,
      storage: `http://${emulatorHost}:${emulatorPorts.storage}`,
    });
  }
});
