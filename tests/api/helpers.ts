import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, inject, vi } from 'vitest';

export const stack = inject('stack');

/** firebase-admin on the suite's emulators, to look at what the service wrote. */
export function admin() {
  process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(stack.auth).host;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = getApps().find((existing) => existing.name === 'api-tests') ?? initializeApp({ projectId: 'demo-nioo' }, 'api-tests');
  return { app, auth: getAuth(app), firestore: getFirestore(app) };
}

/** A fresh address per test, so tests never see each other's accounts or mails. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** A POST with any body and Content-Type, as a cross-site form would send it. */
export function postRaw(path: string, contentType: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${stack.api}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });
}

export interface MailDevEmail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

/** The mails MailDev holds for `address` right now. */
export async function emailsReceivedBy(address: string): Promise<MailDevEmail[]> {
  const all = (await (await fetch(`${stack.maildev}/api/email`)).json()) as MailDevEmail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

/** The mails MailDev received for `address`, waiting a little for the SMTP delivery. */
export async function emailsTo(address: string, { atLeast = 1 } = {}): Promise<MailDevEmail[]> {
  let found: MailDevEmail[] = [];
  await vi.waitFor(
    async () => {
      found = await emailsReceivedBy(address);
      expect(found.length).toBeGreaterThanOrEqual(atLeast);
    },
    { timeout: 10_000, interval: 200 },
  );
  return found;
}

const identityToolkit = (path: string) => `${stack.auth}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;

/** Signs in through the Auth emulator's REST API, as the browser SDK would. */
export async function passwordIdToken(email: string, password: string): Promise<string> {
  const response = await fetch(identityToolkit('accounts:signInWithPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * A real google.com user of the Auth emulator, which accepts an unsigned Google credential;
 * `emailVerified: false` is a Google account whose address Google does not vouch for, and
 * `linkTo` (an ID token) links the Google account to that signed-in account instead.
 */
export async function googleIdToken(
  email: string,
  name: string,
  { emailVerified = true, linkTo }: { emailVerified?: boolean; linkTo?: string } = {},
): Promise<{ idToken: string; uid: string }> {
  const claims = { sub: `google-${email}`, email, email_verified: emailVerified, name };
  const response = await fetch(identityToolkit('accounts:signInWithIdp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      ...(linkTo ? { idToken: linkTo } : {}),
    }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`Google sign-in failed: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, uid: body.localId };
}

/** The verification link of the newest mail to `address`. */
export async function verificationLink(address: string): Promise<URL> {
  const [mail] = (await emailsTo(address)).slice(-1);
  const match = mail?.text.match(/https?:\/\/\S+\/verify-email\?\S+/);
  if (!match) throw new Error(`No verification link in the mail to ${address}`);
  return new URL(match[0]);
}
