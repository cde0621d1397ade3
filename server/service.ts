import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { emailTemplates } from './email/email-templates.ts';
import { initFirebaseAdmin } from './firebase-admin.ts';
import { firestoreRateLimiter } from './http/firestore-rate-limiter.ts';
import { createSmtpMailer } from './email/mail.ts';

/** The service as a configuration describes it, wherever it runs: a local process (index.ts) or a function (functions.ts). */
export function createService(config: Config) {
  const admin = initFirebaseAdmin(config.projectId);
  return createApp({
    ...admin,
    mailer: createSmtpMailer(config.smtp),
    appOrigin: config.appOrigin,
    emailTemplates,
    rateLimits: config.rateLimits,
    ...(config.rateLimitStore === 'firestore' ? { createRateLimiter: (name, rule) => firestoreRateLimiter(admin.firestore, name, rule) } : {}),
    trustedProxies: config.trustedProxies,
    payments: config.payments,
    calendarTokenSecret: config.calendarTokenSecret,
    recipeImport: { allowedHosts: config.recipeImportAllowedHosts },
  });
}
