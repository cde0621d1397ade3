import { whenReady, startManagedProcess, type ManagedProcess } from './managed-process.ts';
import { waitForHttp } from './net.ts';
import { nodeBin, repoRoot } from './paths.ts';

export interface ApiServiceOptions {
  port: number;
  firestorePort: number;
  authPort: number;
  smtpPort: number;
  appOrigin: string;
  projectId: string;
  /** More settings of the service (server/config.ts), over the local stack's defaults. */
  env?: Record<string, string>;
  verbose?: boolean;
  signal?: AbortSignal;
}

/**
 * Locally every request reaches the API from 127.0.0.1 (through Vite's proxy, or a test), so
 * per-client limits would count all of a developer's or a test suite's sign-ups as one
 * client's; the per-address limits keep their production values.
 */
export const localStackSettings = {
  RATE_LIMIT_SIGNUP_PER_CLIENT: '1000',
  RATE_LIMIT_VERIFY_EMAIL_PER_CLIENT: '1000',
  RATE_LIMIT_GOOGLE_SIGNUP_PER_CLIENT: '1000',
  RATE_LIMIT_CALENDAR_MISS_PER_CLIENT: '1000',
  RATE_LIMIT_SHARED_LIST_TICK_PER_CLIENT: '1000',
};

/** Starts server/ with tsx and resolves once /healthz says it reaches Firestore and Auth. */
export async function startApiService(options: ApiServiceOptions): Promise<ManagedProcess> {
  const tsx = nodeBin('tsx');
  const child = startManagedProcess({
    name: 'API service',
    command: tsx.command,
    args: [...tsx.args, 'server/index.ts'],
    cwd: repoRoot,
    env: {
      ...localStackSettings,
      // The developer's own settings pass through: PAYMENTS_PROVIDER=stripe and its keys, or
      // RECIPE_IMPORT_ALLOW_HOSTS for a local page the recipe import may read.
      ...process.env,
      ...options.env,
      API_PORT: String(options.port),
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${options.firestorePort}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${options.authPort}`,
      GCLOUD_PROJECT: options.projectId,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.smtpPort),
      APP_ORIGIN: options.appOrigin,
      // Without it google-auth-library probes the cloud metadata server, which is not there.
      METADATA_SERVER_DETECTION: 'none',
    },
    verbose: options.verbose,
  });
  await whenReady(child, options.signal, (abort) =>
    waitForHttp(`http://127.0.0.1:${options.port}/healthz`, {
      timeoutMs: 60_000,
      accept: (body) => (JSON.parse(body) as { ok?: boolean }).ok === true,
      abort,
    }),
  );
  return child;
}
