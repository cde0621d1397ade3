import { describe, expect, it } from 'vitest';
import { admin, emailsReceivedBy, postJson, postRaw, stack, uniqueEmail } from './helpers.ts';

const { auth, firestore } = admin();

// The payment calls too; only the local payment pages take their own forms (local-checkout.test.ts).
const endpoints = [
  '/api/auth/signup',
  '/api/auth/verify-email',
  '/api/auth/googlesignup',
  '/api/email/send',
  '/payments/checkout-sessions',
  '/payments/checkout-sessions/donation',
  '/payments/customer-portal',
  '/subscriptions/sub_1/cancel',
  '/subscriptions/sub_1/reactivate',
];

function signUpBody(email: string) {
  return { firstName: 'Camille', lastName: 'Martin', email, password: 'Secret123', organizationName: 'Famille Martin', numberOfPersons: 2 };
}

async function expectNoAccount(email: string) {
  await expect(auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  expect((await firestore.collection('users').where('email', '==', email).get()).size).toBe(0);
  expect(await emailsReceivedBy(email)).toEqual([]);
}

describe('every POST is JSON (DESIGN.md §3)', () => {
  describe.each(endpoints)('%s', (path) => {
    it.each([
      ['text/plain', JSON.stringify({ template: 'x' })],
      ['application/x-www-form-urlencoded', 'template=x'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="template"\r\n\r\nx\r\n--x--\r\n'],
    ])('refuses a %s body with 415', async (contentType, body) => {
      const response = await postRaw(path, contentType, body);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: 'La requête doit être envoyée en JSON (Content-Type: application/json)' });
    });

    it('refuses a body without a Content-Type with 415', async () => {
      // A Blob without a type makes fetch send no Content-Type at all.
      const response = await fetch(`${stack.api}${path}`, { method: 'POST', body: new Blob(['{}']) });
      expect(response.status).toBe(415);
    });
  });

  it('creates no account from a cross-site text/plain sign-up, however JSON-like its body', async () => {
    const email = uniqueEmail('csrf');
    const response = await postRaw('/api/auth/signup', 'text/plain;charset=UTF-8', JSON.stringify(signUpBody(email)));
    expect(response.status).toBe(415);
    await expectNoAccount(email);
  });

  it('creates no account from a form-encoded sign-up', async () => {
    const email = uniqueEmail('form');
    const response = await postRaw('/api/auth/signup', 'application/x-www-form-urlencoded', new URLSearchParams({ ...signUpBody(email), numberOfPersons: '2' }).toString());
    expect(response.status).toBe(415);
    await expectNoAccount(email);
  });

  it('accepts application/json with a charset, in any case', async () => {
    const email = uniqueEmail('charset');
    const response = await postRaw('/api/auth/signup', 'Application/JSON; charset=utf-8', JSON.stringify(signUpBody(email)));
    expect(response.status).toBe(201);
    expect((await auth.getUserByEmail(email)).email).toBe(email);
  });

  it('checks the type before the token: an anonymous text/plain mail request is 415', async () => {
    const response = await postRaw('/api/email/send', 'text/plain', '{}');
    expect(response.status).toBe(415);
    expect((await postJson('/api/email/send', {})).status).toBe(401);
  });
});
