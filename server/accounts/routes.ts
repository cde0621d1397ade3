import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import { DEFAULT_HOUSEHOLD_SIZE, HOUSEHOLD_NAME_MIN_LENGTH } from '@domain/accounts/account-limits.ts';
import { googleHouseholdName } from '@domain/accounts/default-household-name.ts';
import { googleSignUpEndpoint, signUpEndpoint, verifyEmailEndpoint } from '@domain/api/auth.ts';
import type { EndpointResponse } from '@domain/api/endpoint.ts';
import { collections } from '@domain/collections.ts';
import { toSingleLine } from '@domain/shared/single-line.ts';
import { verificationEmail } from '../email/verification-email.ts';
import { ApiRefusal } from '../http/messages.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { enforceRateLimit, limitPerClient } from '../http/rate-limit.ts';
import type { RateLimitName } from '../http/rate-limits.ts';
import { createPasswordAccount, setUpGoogleAccount, SignUpError } from './accounts.ts';
import { senders, type Mailer } from '../email/mail.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { verificationTokens } from './verification-tokens.ts';

export interface AuthRouteDeps {
  auth: Auth;
  firestore: Firestore;
  mailer: Mailer;
  /** Where the app is served, for the links in e-mails. */
  appOrigin: string;
  limiters: Record<Extract<RateLimitName, 'signupPerClient' | 'signupPerEmail' | 'verifyEmailPerClient' | 'googleSignupPerClient'>, RateLimiter>;
  /** See clientAddress. */
  trustedProxies: number;
}

/** A Google profile's name as first and last names, on one line as every stored name (DESIGN.md §3). */
function splitName(displayName: string | undefined): { firstName: string; lastName: string } {
  const words = toSingleLine(displayName ?? '').split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** POST /api/auth/signup, /verify-email and /googlesignup (spec A §7, DESIGN.md §3). */
export function authRoutes({ auth, firestore, mailer, appOrigin, limiters, trustedProxies }: AuthRouteDeps) {
  const tokens = verificationTokens(firestore);

  return new Hono()
    .post(signUpEndpoint.path, limitPerClient(limiters.signupPerClient, trustedProxies), async (c) => {
      const payload = await parseJsonBody(c, signUpEndpoint.request);
      // Counted whether or not the address is free: every sign-up may mail it.
      await enforceRateLimit(limiters.signupPerEmail, payload.email);
      let uid: string;
      try {
        ({ uid } = await createPasswordAccount({ auth, firestore }, payload));
      } catch (error) {
        if (!(error instanceof SignUpError)) throw error;
        throw new ApiRefusal(error.reason === 'emailInUse' ? 409 : 400, `signup.errors.${error.reason}`);
      }

      // The account exists whatever happens to the mail: a failed send must not fail the sign-up.
      try {
        const token = await tokens.issue(uid, payload.email);
        const link = `${appOrigin}/verify-email?${new URLSearchParams({ token, email: payload.email })}`;
        await mailer.send({ ...verificationEmail({ to: payload.email, firstName: payload.firstName, link }), from: senders.welcome });
      } catch (error) {
        console.error(`Verification e-mail for ${uid} not sent:`, error);
      }
      return c.json({ success: true } satisfies EndpointResponse<typeof signUpEndpoint>, 201);
    })

    .post(verifyEmailEndpoint.path, limitPerClient(limiters.verifyEmailPerClient, trustedProxies), async (c) => {
      const { email, token } = await parseJsonBody(c, verifyEmailEndpoint.request);
      const users = firestore.collection(collections.users);
      const result = await tokens.consume(email, token, (transaction, uid) =>
        transaction.update(users.doc(uid), { emailVerified: true, updatedAt: FieldValue.serverTimestamp() }),
      );
      if (!result.ok) throw new ApiRefusal(400, `api.verification.${result.reason}`);
      // The user document already says verified, which is what sign-in checks; the identity
      // service's flag follows so the ID token carries it too.
      await auth.updateUser(result.uid, { emailVerified: true });
      return c.json({ success: true } satisfies EndpointResponse<typeof verifyEmailEndpoint>);
    })

    .post(googleSignUpEndpoint.path, limitPerClient(limiters.googleSignupPerClient, trustedProxies), async (c) => {
      const body = await parseJsonBody(c, googleSignUpEndpoint.request);
      let decoded;
      try {
        decoded = await auth.verifyIdToken(body.idToken);
      } catch {
        throw new ApiRefusal(401, 'api.google.invalidToken');
      }
      if (decoded.firebase.sign_in_provider !== 'google.com') throw new ApiRefusal(400, 'api.google.invalidToken');

      const record = await auth.getUser(decoded.uid);
      // The Google profile's name, not the account's: over a pre-registration the account's
      // display name may still be the squatter's.
      const googleName = record.providerData.find((info) => info.providerId === 'google.com')?.displayName;
      const { firstName, lastName } = splitName(googleName);
      const proposed = body.organizationName ?? '';
      const created = await setUpGoogleAccount({ auth, firestore }, {
        uid: record.uid,
        email: record.email ?? decoded.email ?? '',
        firstName,
        lastName,
        // Google may vouch for an address or not; only its word counts.
        emailVerified: decoded.email_verified === true,
        organizationName: proposed.length >= HOUSEHOLD_NAME_MIN_LENGTH ? proposed : googleHouseholdName(googleName),
        numberOfPersons: body.numberOfPersons ?? DEFAULT_HOUSEHOLD_SIZE,
      });
      return c.json({ success: true, created } satisfies EndpointResponse<typeof googleSignUpEndpoint>, created ? 201 : 200);
    });
}
