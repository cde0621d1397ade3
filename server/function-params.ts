import { defineSecret, defineString } from 'firebase-functions/params';

// The service's settings on Cloud Functions (server/config.ts validates them as it does any
// environment's): the secrets from Secret Manager, the rest as parameters the deployment asks
// for once and keeps. Those with a default need a value only to differ from it.

export const serviceSecrets = [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET'), defineSecret('CALENDAR_TOKEN_SECRET')];

const serviceStrings = [
  defineString('APP_ORIGIN', { description: "The app's public origin: links in mails and calendar addresses, checkout return addresses." }),
  defineString('SMTP_HOST', { description: 'The mail relay the service sends its mails through.' }),
  defineString('SMTP_PORT', { default: '587' }),
  defineString('PAYMENTS_PROVIDER', { default: 'stripe', description: 'stripe on a real project; local only on a demo- one.' }),
  // Hosting's CDN stands in front of the function and appends the visitor's address.
  defineString('TRUST_PROXY', { default: '1', description: 'How many proxies in front add to X-Forwarded-For.' }),
  // Instances come and go with the traffic: limits counted in one instance's memory would not hold.
  defineString('RATE_LIMIT_STORE', { default: 'firestore' }),
];

/** The environment the configuration is read from: the platform's own variables, then every setting's value. */
export function serviceEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, ...Object.fromEntries([...serviceSecrets, ...serviceStrings].map((param) => [param.name, param.value()])) };
}
