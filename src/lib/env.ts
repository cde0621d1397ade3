import { z } from 'zod';

/** The six hosted-service settings (spec A §2), by Firebase option name → environment variable. */
export const firebaseSettingNames = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

export type FirebaseOptionName = keyof typeof firebaseSettingNames;
export type FirebaseWebConfig = Record<FirebaseOptionName, string>;

const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).catch(fallback);

const emulatorSchema = z.object({
  VITE_USE_EMULATORS: z.string().optional().transform((v) => v === 'true'),
  VITE_AUTH_EMULATOR_PORT: port(9099),
  VITE_FIRESTORE_EMULATOR_PORT: port(8080),
  VITE_STORAGE_EMULATOR_PORT: port(9199),
  VITE_STORAGE_EMULATOR: z.string().optional().transform((v) => v !== 'false'),
  VITE_EMULATOR_HOST: z.string().min(1).catch('127.0.0.1'),
  VITE_MARKETING_ORIGIN: z.string().min(1).catch('nioo.fr'),
});

export interface AppEnv {
  firebase: FirebaseWebConfig;
  useEmulators: boolean;
  emulatorHost: string;
  emulatorPorts: { auth: number; firestore: number; storage: number };
  /** False when the local stack could not start the Storage emulator: uploads fall back to inline images. */
  storageEmulatorAvailable: boolean;
  marketingOrigin: string;
}

export type EnvReading = { ok: true; env: AppEnv } | { ok: false; missing: string[] };

/** Validates the build-time environment once, at start-up; a missing setting is reported by its variable name. */
export function readEnv(source: Record<string, unknown>): EnvReading {
  const missing = Object.values(firebaseSettingNames).filter((name) => {
    const value = source[name];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length > 0) return { ok: false, missing };

  const firebase = Object.fromEntries(
    Object.entries(firebaseSettingNames).map(([option, name]) => [option, String(source[name]).trim()]),
  ) as FirebaseWebConfig;
  const emulators = emulatorSchema.parse(source);
  return {
    ok: true,
    env: {
      firebase,
      useEmulators: emulators.VITE_USE_EMULATORS,
      emulatorHost: emulators.VITE_EMULATOR_HOST,
      emulatorPorts: {
        auth: emulators.VITE_AUTH_EMULATOR_PORT,
        firestore: emulators.VITE_FIRESTORE_EMULATOR_PORT,
        storage: emulators.VITE_STORAGE_EMULATOR_PORT,
      },
      storageEmulatorAvailable: emulators.VITE_STORAGE_EMULATOR,
      marketingOrigin: emulators.VITE_MARKETING_ORIGIN,
    },
  };
}

export const envReading: EnvReading = readEnv(import.meta.env);
