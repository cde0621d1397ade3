import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65_535);

// Every setting the API service reads from its environment, validated once at start-up.
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not listed: firebase-admin reads them itself.
const envSchema = z
  .object({
    API_PORT: port.default(8787),
    GCLOUD_PROJECT: z.string().min(1).optional(),
    FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    SMTP_PORT: port.default(1025),
    APP_ORIGIN: z.url().default('http://127.0.0.1:5173'),
  })
  .transform((env) => ({
    apiPort: env.API_PORT,
    projectId: env.GCLOUD_PROJECT ?? env.FIREBASE_PROJECT_ID ?? 'demo-nioo',
    smtp: { host: env.SMTP_HOST, port: env.SMTP_PORT },
    appOrigin: new URL(env.APP_ORIGIN).origin,
  }));

export type Config = z.infer<typeof envSchema>;

/** Reads the environment; throws one readable message listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
}
