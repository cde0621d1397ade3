import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { createMiddleware } from 'hono/factory';
import type { LocaleKey } from '../../src/locales/locale-key.ts';
import { ApiRefusal } from './messages.ts';

export type UserEnv = { Variables: { user: DecodedIdToken } };

/**
 * Lets through only requests carrying a valid ID token of a signed-in user (bearer). Without
 * one, the refusal says what the caller wanted to do when the feature has its own sentence.
 */
export function requireUser(auth: Auth, withoutToken: LocaleKey = 'api.auth.required') {
  return createMiddleware<UserEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw new ApiRefusal(401, withoutToken);
    try {
      c.set('user', await auth.verifyIdToken(token));
    } catch {
      throw new ApiRefusal(401, 'api.auth.invalidToken');
    }
    await next();
  });
}

/**
 * After requireUser: only an address the identity service says is verified may act. A
 * verified address is what ties the account to a person; without it anyone could sign up
 * with any address and have the server mail on its behalf.
 */
export function requireVerifiedEmail() {
  return createMiddleware<UserEnv>(async (c, next) => {
    if (c.get('user').email_verified !== true) throw new ApiRefusal(403, 'api.auth.emailNotVerified');
    await next();
  });
}
