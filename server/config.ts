import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseAllowedHosts } from './recipe-import/allowed-hosts.ts';
import { defaultRateLimits, type RateLimits } from './http/rate-limits.ts';

const port = z.coerce.number().int().min(1).max(65_535);
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** TRUST_PROXY: false (no proxy, the default), true (one) or how many proxies stand in front. */
const trustedProxies = z
  .union([z.literal('false').transform(() => 0), z.literal('true').transform(() => 1), z.coerce.number().int().min(0).max(10)])
  .default(0);

const HOUR_MINUTES = 60;

/** Enough for an HMAC-SHA256 key: 32 characters of a random secret. */
export const CALENDAR_TOKEN_SECRET_MIN_LENGTH = 32;

/**
 * The local stack's secret: calendar addresses are derived from it, so it must outlive a
 * restart (with --persist an address handed out yesterday still works), and it protects only
 * emulator data.
 */
export const DEVELOPMENT_CALENDAR_TOKEN_SECRET = 'nioo-local-stack-calendar-secret-not-for-production';

const emulatorVariables = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;

const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Which payment provider serves the plans and the checkout (server/payments/). The local one
 * only signs its own events, so a fresh secret per start is enough unless something outside
 * the process signs events too (the API tests set LOCAL_WEBHOOK_SECRET).
 */
export type PaymentsConfig =
  | { provider: 'local'; webhookSecret: string }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string };

export function generatedWebhookSecret(): string {
  return `whsec_local_${randomBytes(24).toString('hex')}`;
}

// Every setting the API service reads from its environment, validated once at start-up.
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are read by firebase-admin itself;
// here they only decide whether the project must be a demo- one.
const envSchema = z
  .object({
    API_PORT: port.default(8787),
    GCLOUD_PROJECT: z.string().min(1).optional(),
    FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    FIRESTORE_EMULATOR_HOST: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    SMTP_PORT: port.default(1025),
    APP_ORIGIN: z.url().default('http://127.0.0.1:5173'),
    TRUST_PROXY: trustedProxies,
    // Where the rate limits count: this process's memory (one instance, the local stack and the
    // tests) or Firestore, shared by every instance of a deployment.
    RATE_LIMIT_STORE: z.enum(['memory', 'firestore']).default('memory'),
    RATE_LIMIT_WINDOW_MINUTES: count(HOUR_MINUTES),
    RATE_LIMIT_SIGNUP_PER_CLIENT: count(defaultRateLimits.signupPerClient.limit),
    RATE_LIMIT_SIGNUP_PER_EMAIL: count(defaultRateLimits.signupPerEmail.limit),
    RATE_LIMIT_VERIFY_EMAIL_PER_CLIENT: count(defaultRateLimits.verifyEmailPerClient.limit),
    RATE_LIMIT_GOOGLE_SIGNUP_PER_CLIENT: count(defaultRateLimits.googleSignupPerClient.limit),
    RATE_LIMIT_EMAIL_SEND_PER_USER: count(defaultRateLimits.emailSendPerUser.limit),
    RATE_LIMIT_INVITE_MEMBER_PER_USER: count(defaultRateLimits.inviteMemberPerUser.limit),
    RATE_LIMIT_CALENDAR_FEED_PER_ADDRESS: count(defaultRateLimits.calendarFeedPerAddress.limit),
    RATE_LIMIT_CALENDAR_MISS_PER_CLIENT: count(defaultRateLimits.calendarMissPerClient.limit),
    RATE_LIMIT_RECIPE_IMPORT_PER_USER: count(defaultRateLimits.recipeImportPerUser.limit),
    RATE_LIMIT_SHARED_LIST_TICK_PER_LINK: count(defaultRateLimits.sharedListTickPerLink.limit),
    RATE_LIMIT_SHARED_LIST_TICK_PER_CLIENT: count(defaultRateLimits.sharedListTickPerClient.limit),
    // Hosts the recipe import may fetch despite the private-network rule: the tests' local pages,
    // on a demo- project only (loadConfig).
    RECIPE_IMPORT_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((list, ctx) => {
        try {
          return parseAllowedHosts(list);
        } catch (error) {
          ctx.issues.push({ code: 'custom', message: (error as Error).message, input: list });
          return z.NEVER;
        }
      }),
    PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: optionalSecret,
    STRIPE_WEBHOOK_SECRET: optionalSecret,
    LOCAL_WEBHOOK_SECRET: optionalSecret,
    CALENDAR_TOKEN_SECRET: optionalSecret.pipe(z.string().min(CALENDAR_TOKEN_SECRET_MIN_LENGTH).optional()),
  })
  .transform((env, ctx) => {
    const windowMs = env.RATE_LIMIT_WINDOW_MINUTES * 60 * 1_000;
    const rateLimits: RateLimits = {
      signupPerClient: { limit: env.RATE_LIMIT_SIGNUP_PER_CLIENT, windowMs },
      signupPerEmail: { limit: env.RATE_LIMIT_SIGNUP_PER_EMAIL, windowMs },
      verifyEmailPerClient: { limit: env.RATE_LIMIT_VERIFY_EMAIL_PER_CLIENT, windowMs },
      googleSignupPerClient: { limit: env.RATE_LIMIT_GOOGLE_SIGNUP_PER_CLIENT, windowMs },
      emailSendPerUser: { limit: env.RATE_LIMIT_EMAIL_SEND_PER_USER, windowMs },
      inviteMemberPerUser: { limit: env.RATE_LIMIT_INVITE_MEMBER_PER_USER, windowMs },
      calendarFeedPerAddress: { limit: env.RATE_LIMIT_CALENDAR_FEED_PER_ADDRESS, windowMs },
      calendarMissPerClient: { limit: env.RATE_LIMIT_CALENDAR_MISS_PER_CLIENT, windowMs },
      recipeImportPerUser: { limit: env.RATE_LIMIT_RECIPE_IMPORT_PER_USER, windowMs },
      sharedListTickPerLink: { limit: env.RATE_LIMIT_SHARED_LIST_TICK_PER_LINK, windowMs },
      sharedListTickPerClient: { limit: env.RATE_LIMIT_SHARED_LIST_TICK_PER_CLIENT, windowMs },
    };
    const projectId = env.GCLOUD_PROJECT ?? env.FIREBASE_PROJECT_ID ?? 'demo-nioo';
    return {
      apiPort: env.API_PORT,
      projectId,
      emulatorVariable: emulatorVariables.find((name) => env[name]?.trim()),
      smtp: { host: env.SMTP_HOST, port: env.SMTP_PORT },
      appOrigin: new URL(env.APP_ORIGIN).origin,
      trustedProxies: env.TRUST_PROXY,
      rateLimits,
      rateLimitStore: env.RATE_LIMIT_STORE,
      payments: paymentsConfig(env, ctx),
      calendarTokenSecret: env.CALENDAR_TOKEN_SECRET,
      recipeImportAllowedHosts: env.RECIPE_IMPORT_ALLOW_HOSTS,
    };
  });


interface PaymentsEnv {
  PAYMENTS_PROVIDER: 'local' | 'stripe';
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  LOCAL_WEBHOOK_SECRET?: string | undefined;
}

/** Stripe mode needs both of its keys: without them no checkout could start and no event be trusted. */
function paymentsConfig(env: PaymentsEnv, ctx: z.RefinementCtx): PaymentsConfig {
  if (env.PAYMENTS_PROVIDER === 'local') {
    return { provider: 'local', webhookSecret: env.LOCAL_WEBHOOK_SECRET ?? generatedWebhookSecret() };
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (secretKey && webhookSecret) return { provider: 'stripe', secretKey, webhookSecret };
  for (const [name, value] of [['STRIPE_SECRET_KEY', secretKey], ['STRIPE_WEBHOOK_SECRET', webhookSecret]] as const) {
    if (!value) ctx.issues.push({ code: 'custom', path: [name], message: 'required when PAYMENTS_PROVIDER=stripe', input: value });
  }
  return z.NEVER;
}

export type Config = Omit<z.infer<typeof envSchema>, 'emulatorVariable' | 'calendarTokenSecret'> & {
  /** CALENDAR_TOKEN_SECRET: what every calendar address is derived from (server/calendar/tokens.ts). */
  calendarTokenSecret: string;
};

/**
 * Reads the environment; throws one readable message listing every invalid variable, or
 * saying why an emulator cannot be used with this project.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  }
  const { emulatorVariable, calendarTokenSecret, ...settings } = result.data;
  const config = { ...settings, calendarTokenSecret: calendarTokenSecret ?? DEVELOPMENT_CALENDAR_TOKEN_SECRET };
  // The emulators accept unsigned ID tokens: pointed at a real project, anyone could sign in as anyone.
  if (emulatorVariable && !config.projectId.startsWith('demo-')) {
    throw new Error(
      `${emulatorVariable} is set but the project "${config.projectId}" does not start with "demo-": the emulators accept unsigned ID tokens, so the API refuses to run them against a real project.`,
    );
  }
  // The allow list opens the recipe import's fetch to private addresses: the tests' local pages, or a real deployment's own network.
  if (config.recipeImportAllowedHosts.length > 0 && !config.projectId.startsWith('demo-')) {
    throw new Error(
      `RECIPE_IMPORT_ALLOW_HOSTS is set but the project "${config.projectId}" does not start with "demo-": it lets the recipe import fetch private addresses, so the API refuses to run it against a real project.`,
    );
  }
  // The local provider accepts a test card for every plan: on a real project anyone could subscribe for free.
  if (config.payments.provider === 'local' && !config.projectId.startsWith('demo-')) {
    throw new Error(
      `PAYMENTS_PROVIDER is local but the project "${config.projectId}" does not start with "demo-": the local provider accepts test cards, so a real project must set PAYMENTS_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.`,
    );
  }
  // Calendar addresses derived from a secret everyone can read in this file would be guessable.
  if (calendarTokenSecret === undefined && !config.projectId.startsWith('demo-')) {
    throw new Error(
      `CALENDAR_TOKEN_SECRET is not set for the project "${config.projectId}": calendar addresses are derived from it, so a real project needs a random secret of at least ${CALENDAR_TOKEN_SECRET_MIN_LENGTH} characters, kept for good (changing it moves every household to a new address).`,
    );
  }
  return config;
}
