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

export type FirebaseConfigReading = { ok: true; config: FirebaseWebConfig } | { ok: false; missing: string[] };

/** A missing or blank setting is reported by its variable name, for the configuration-error screen. */
export function readFirebaseConfig(source: Record<string, unknown>): FirebaseConfigReading {
  const missing = Object.values(firebaseSettingNames).filter((name) => {
    const value = source[name];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length > 0) return { ok: false, missing };
  const config = Object.fromEntries(
    Object.entries(firebaseSettingNames).map(([option, name]) => [option, String(source[name]).trim()]),
  ) as FirebaseWebConfig;
  return { ok: true, config };
}

const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).catch(fallback);

// Settings with a sensible default: a bad value falls back rather than stopping the app.
const settingsSchema = z
  .object({
    VITE_USE_EMULATORS: z.string().optional().transform((v) => v === 'true'),
    VITE_EMULATOR_HOST: z.string().min(1).catch('127.0.0.1'),
    VITE_AUTH_EMULATOR_PORT: port(9099),
    VITE_FIRESTORE_EMULATOR_PORT: port(8080),
    VITE_STORAGE_EMULATOR_PORT: port(9199),
    VITE_STORAGE_EMULATOR: z.string().optional().transform((v) => v !== 'false'),
    VITE_MARKETING_ORIGIN: z.string().min(1).catch('nioo.fr'),
    VITE_HELP_URL: z.url().catch('https://nioo.fr/aide'),
  })
  .transform((env) => ({
    useEmulators: env.VITE_USE_EMULATORS,
    emulatorHost: env.VITE_EMULATOR_HOST,
    emulatorPorts: { auth: env.VITE_AUTH_EMULATOR_PORT, firestore: env.VITE_FIRESTORE_EMULATOR_PORT, storage: env.VITE_STORAGE_EMULATOR_PORT },
    /** False when the local stack could not start the Storage emulator: uploads fall back to inline images. */
    storageEmulatorAvailable: env.VITE_STORAGE_EMULATOR,
    /** The marketing site allowed to embed /auth-status (bare host or origin). */
    marketingOrigin: env.VITE_MARKETING_ORIGIN,
    /** The external help and suggestion page embedded by the user menu. */
    helpUrl: env.VITE_HELP_URL,
  }));

export type AppSettings = z.infer<typeof settingsSchema>;

export function readSettings(source: Record<string, unknown>): AppSettings {
  return settingsSchema.parse(source);
}

export const firebaseConfigReading: FirebaseConfigReading = readFirebaseConfig(import.meta.env);
export const appSettings: AppSettings = readSettings(import.meta.env);
