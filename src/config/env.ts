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

export interface AppSettings {
  useEmulators: boolean;
  emulatorHost: string;
  emulatorPorts: { auth: number; firestore: number; storage: number };
  /** False when the local stack could not start the Storage emulator: uploads fall back to inline images. */
  storageEmulatorAvailable: boolean;
  /** The marketing site allowed to embed /auth-status (bare host or origin). */
  marketingOrigin: string;
  /** The external help and suggestion page embedded by the user menu. */
  helpUrl: string;
}

const port = (value: unknown, fallback: number) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 && number <= 65_535 ? number : fallback;
};
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * Settings with a sensible default: a bad value falls back rather than stopping the app. Read by
 * hand, not by a schema: this runs as every page starts, and a schema's first parse (with zod's
 * own start) was a long task of its own on a phone (about 85 ms at a 4× slowdown).
 */
export function readSettings(source: Record<string, unknown>): AppSettings {
  const helpUrl = source.VITE_HELP_URL;
  return {
    useEmulators: source.VITE_USE_EMULATORS === 'true',
    emulatorHost: text(source.VITE_EMULATOR_HOST, '127.0.0.1'),
    emulatorPorts: {
      auth: port(source.VITE_AUTH_EMULATOR_PORT, 9099),
      firestore: port(source.VITE_FIRESTORE_EMULATOR_PORT, 8080),
      storage: port(source.VITE_STORAGE_EMULATOR_PORT, 9199),
    },
    storageEmulatorAvailable: source.VITE_STORAGE_EMULATOR !== 'false',
    marketingOrigin: text(source.VITE_MARKETING_ORIGIN, 'nioo.fr'),
    helpUrl: typeof helpUrl === 'string' && URL.canParse(helpUrl) ? helpUrl : 'https://nioo.fr/aide',
  };
}

export const firebaseConfigReading: FirebaseConfigReading = readFirebaseConfig(import.meta.env);
export const appSettings: AppSettings = readSettings(import.meta.env);
