import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '@domain/api/error-body.ts';
import { DEVELOPMENT_CALENDAR_TOKEN_SECRET, generatedWebhookSecret, type PaymentsConfig } from './config.ts';
import type { EmailTemplates } from './email/templates.ts';
import { frenchText } from '../src/locales/locale-key.ts';
import { ApiRefusal } from './http/messages.ts';
import { requireJsonPosts } from './http/require-json.ts';
import { securityHeaders } from './http/security-headers.ts';
import { setUpPayments } from './payments/setup.ts';
import type { StripeClientOptions } from './payments/stripe-provider.ts';
import { defaultRateLimits, rateLimiters, type RateLimiterFactory, type RateLimits } from './http/rate-limits.ts';
import { authRoutes } from './accounts/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { emailRoutes } from './email/routes.ts';
import { healthRoutes, type HealthDeps } from './http/health-routes.ts';
import { householdRoutes } from './households/routes.ts';
import { LOCAL_PAYMENT_PAGES, localPaymentRoutes } from './payments/local-routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { recipeImportRoutes } from './recipe-import/routes.ts';
import { sharedListRoutes } from './households/shared-list-routes.ts';
import { cachedCatalogue } from './recipe-import/catalogue.ts';
import { defaultFetchLimits, type FetchLimits } from './recipe-import/safe-fetch.ts';
import type { Mailer } from './email/mail.ts';
import { memoryRateLimiter } from './http/rate-limiter.ts';

export interface AppDeps extends HealthDeps {
  mailer: Mailer;
  appOrigin: string;
  emailTemplates: EmailTemplates;
  /** Overrides of the default rate limits (server/http/rate-limits.ts). */
  rateLimits?: Partial<RateLimits>;
  /** Where the counters live; in this process's memory unless a shared store is plugged in. */
  createRateLimiter?: RateLimiterFactory;
  /** Proxies in front whose X-Forwarded-For is trusted (TRUST_PROXY); 0 counts the socket's address. */
  trustedProxies?: number;
  /** The payment provider (PAYMENTS_PROVIDER); the local one, with a secret of its own, unless said. */
  payments?: PaymentsConfig;
  /** Where the Stripe client sends its requests, when not api.stripe.com (tests). */
  stripeClient?: StripeClientOptions;
  /** What calendar addresses are derived from (CALENDAR_TOKEN_SECRET); the local stack's unless said. */
  calendarTokenSecret?: string;
  /** The clock of the calendar feed's window (tests). */
  now?: () => Date;
  /** The recipe import's fetch limits over the defaults: hosts allowed despite the private-network rule, a shorter deadline in tests. */
  recipeImport?: Partial<FetchLimits>;
}

/** Largest request body accepted; every route takes small JSON bodies. */
export const MAX_BODY_BYTES = 100 * 1024;

/** The HTTP service, built from its dependencies so tests can build it against the emulators. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  const limiters = rateLimiters({ ...defaultRateLimits, ...deps.rateLimits }, deps.createRateLimiter ?? ((_, rule) => memoryRateLimiter(rule)));
  const trustedProxies = deps.trustedProxies ?? 0;

  // First, so that every answer below, refusals included, carries the headers.
  app.use(...securityHeaders());
  app.use(requireJsonPosts([LOCAL_PAYMENT_PAGES]));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: frenchText('api.bodyTooLarge') }, 413),
    }),
  );

  app.route('/', healthRoutes(deps));
  app.route('/', authRoutes({ ...deps, limiters, trustedProxies }));
  app.route('/', emailRoutes({ ...deps, templates: deps.emailTemplates, limiter: limiters.emailSendPerUser }));
  app.route('/', householdRoutes({ ...deps, addLimiter: limiters.inviteMemberPerUser }));
  app.route(
    '/',
    calendarRoutes({
      ...deps,
      calendarTokenSecret: deps.calendarTokenSecret ?? DEVELOPMENT_CALENDAR_TOKEN_SECRET,
      feedLimiter: limiters.calendarFeedPerAddress,
      missLimiter: limiters.calendarMissPerClient,
      trustedProxies,
    }),
  );
  const payments = setUpPayments(deps.payments ?? { provider: 'local', webhookSecret: generatedWebhookSecret() }, deps, deps.stripeClient);
  app.route('/', paymentRoutes({ ...deps, ...payments }));
  if (payments.local) app.route('/', localPaymentRoutes({ provider: payments.local, appOrigin: deps.appOrigin }));
  app.route(
    '/',
    recipeImportRoutes({
      auth: deps.auth,
      catalogue: cachedCatalogue(deps.firestore),
      fetchLimits: { ...defaultFetchLimits, ...deps.recipeImport },
      limiter: limiters.recipeImportPerUser,
    }),
  );

  app.route('/', sharedListRoutes({ ...deps, linkLimiter: limiters.sharedListTickPerLink, clientLimiter: limiters.sharedListTickPerClient, trustedProxies }));

  app.notFound((c) => c.json({ message: frenchText('api.notFound') }, 404));

  app.onError((error, c) => {
    // An ApiRefusal may be a 502: the provider failed, and the user reads the spec's sentence for it.
    if (error instanceof ApiRefusal || (error instanceof HTTPException && error.status < 500)) {
      const body: ApiErrorBody = { message: error.message || frenchText('api.badRequest'), ...(error instanceof ApiRefusal ? { code: error.key } : {}) };
      return c.json(body, error.status);
    }
    // Logged for the operator; the client only ever sees a generic message, never a stack.
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: frenchText('api.internalError') }, 500);
  });

  return app;
}
