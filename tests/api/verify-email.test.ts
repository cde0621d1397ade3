import { describe, expect, it } from 'vitest';
import { verificationTokens } from '../../server/accounts/verification-tokens.ts';
import { admin, postJson, uniqueEmail, verificationLink } from './helpers.ts';

const { auth, firestore } = admin();

async function signUp() {
  const email = uniqueEmail('vera');
  const response = await postJson('/api/auth/signup', {
    firstName: 'Véra',
    lastName: 'Lemoine',
    email,
    password: 'Secret123',
    organizationName: 'Famille Lemoine',
    numberOfPersons: 2,
  });
  expect(response.status).toBe(201);
  const { uid } = await auth.getUserByEmail(email);
  return { email, uid };
}

async function verified(uid: string) {
  const [account, user] = await Promise.all([auth.getUser(uid), firestore.doc(`users/${uid}`).get()]);
  return { account: account.emailVerified, document: user.data()?.emailVerified as boolean };
}

describe('POST /api/auth/verify-email', () => {
  it('verifies the account and its user document with the mailed token, once', async () => {
    const { email, uid } = await signUp();
    const token = (await verificationLink(email)).searchParams.get('token');

    const response = await postJson('/api/auth/verify-email', { email, token });
    expect(response.status).toBe(200);
    expect(await verified(uid)).toEqual({ account: true, document: true });

    const reused = await postJson('/api/auth/verify-email', { email, token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: 'Ce lien de vérification a déjà été utilisé. Vous pouvez vous connecter.', code: 'api.verification.used' });
  });

  it('accepts the address in any case', async () => {
    const { email, uid } = await signUp();
    const token = (await verificationLink(email)).searchParams.get('token');
    expect((await postJson('/api/auth/verify-email', { email: email.toUpperCase(), token })).status).toBe(200);
    expect(await verified(uid)).toEqual({ account: true, document: true });
  });

  it('refuses a wrong token and changes nothing', async () => {
    const { email, uid } = await signUp();
    const response = await postJson('/api/auth/verify-email', { email, token: 'x'.repeat(43) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Ce lien de vérification est invalide.', code: 'api.verification.invalid' });
    expect(await verified(uid)).toEqual({ account: false, document: false });
  });

  it("refuses a valid token with someone else's address, and the token still works for its owner", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    const token = (await verificationLink(attacker.email)).searchParams.get('token');

    const response = await postJson('/api/auth/verify-email', { email: victim.email, token });
    expect(response.status).toBe(400);
    expect(await verified(victim.uid)).toEqual({ account: false, document: false });
    expect(await verified(attacker.uid)).toEqual({ account: false, document: false });

    expect((await postJson('/api/auth/verify-email', { email: attacker.email, token })).status).toBe(200);
  });

  it('refuses an expired token and changes nothing', async () => {
    const { email, uid } = await signUp();
    const issuedTwoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1_000);
    const token = await verificationTokens(firestore).issue(uid, email, issuedTwoDaysAgo);

    const response = await postJson('/api/auth/verify-email', { email, token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Ce lien de vérification a expiré. Veuillez vous inscrire à nouveau.', code: 'api.verification.expired' });
    expect(await verified(uid)).toEqual({ account: false, document: false });
  });

  it('stores only a hash of the token', async () => {
    const { email, uid } = await signUp();
    const token = (await verificationLink(email)).searchParams.get('token') ?? '';
    const stored = await firestore.collection('emailVerificationTokens').where('uid', '==', uid).get();
    expect(stored.size).toBe(1);
    const [doc] = stored.docs;
    expect(doc?.id).not.toBe(token);
    expect(JSON.stringify(doc?.data())).not.toContain(token);
  });

  it.each([{ email: 'a@b.test' }, { token: 'abc' }, {}])('refuses %j with 400', async (body) => {
    const response = await postJson('/api/auth/verify-email', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Obligatoire', code: 'validation.required' });
  });
});
