import { createMiddleware } from 'hono/factory';
import type { LocaleKey } from '../../src/locales/locale-key.ts';
import { ApiRefusal } from './messages.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { clientAddress } from './client-address.ts';

/** Counts one hit for `key`; over the limit the request ends with 429 and a French message. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, refusal: LocaleKey = 'api.rateLimited'): Promise<void> {
  if (!(await limiter.hit(key))) throw new ApiRefusal(429, refusal);
}

/** Limits requests per client address, before the body is even read. */
export function limitPerClient(limiter: RateLimiter, trustedProxies: number) {
  return createMiddleware(async (c, next) => {
    await enforceRateLimit(limiter, clientAddress(c, trustedProxies));
    await next();
  });
}
