import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../server/app.ts';
import { admin, googleIdToken, passwordIdToken, postJson, uniqueEmail } from './helpers.ts';

const { auth, firestore } = admin();

describe('POST /api/email/send', () => {
  it('refuses anonymous callers', async () => {
    const response = await postJson('/api/email/send', { template: 'share-list', params: {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Vous devez être connecté.', code: 'api.auth.required' });
  });

  it('refuses a forged bearer token', async () => {
    const response = await postJson('/api/email/send', { template: 'share-list' }, { Authorization: 'Bearer forged' });
    expect(response.status).toBe(401);
  });

  it('refuses a signed-in user whose address is not verified, before reading the request', async () => {
    const email = uniqueEmail('unverified');
    await postJson('/api/auth/signup', { firstName: 'Ines', lastName: 'Attente', email, password: 'Secret123', organizationName: 'Famille Attente', numberOfPersons: 1 });
    const idToken = await passwordIdToken(email, 'Secret123');
    for (const body of [{ template: 'share-list', params: {} }, { template: 'no-such-template' }, 'not an object']) {
      const response = await postJson('/api/email/send', body, { Authorization: `Bearer ${idToken}` });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Veuillez d'abord vérifier votre adresse email.", code: 'api.auth.emailNotVerified' });
    }
  });

  it('refuses a Google user whose address Google does not vouch for', async () => {
    const { idToken } = await googleIdToken(uniqueEmail('unvouched'), 'Ulysse Douteux', { emailVerified: false });
    const response = await postJson('/api/email/send', { template: 'share-list' }, { Authorization: `Bearer ${idToken}` });
    expect(response.status).toBe(403);
  });

  it('refuses a template the server does not have, and never takes HTML from the caller', async () => {
    const { idToken } = await googleIdToken(uniqueEmail('relay'), 'Rémi Relais');
    const response = await postJson(
      '/api/email/send',
      { to: 'victim@example.test', subject: 'Hi', html: '<a href="https://phish.example">x</a>', template: 'raw' },
      { Authorization: `Bearer ${idToken}` },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Modèle d'email inconnu.", code: 'api.email.unknownTemplate' });
  });

  it('rate-limits each user and sends only what the template builds', async () => {
    const sent: { to: string; subject: string }[] = [];
    const app = createApp({
      auth,
      firestore,
      appOrigin: 'http://app.test',
      mailer: { send: async (message) => void sent.push(message) },
      rateLimits: { emailSendPerUser: { limit: 2, windowMs: 60_000 } },
      emailTemplates: {
        hello: {
          params: z.object({ name: z.string() }),
          build: async ({ name }, { uid }) => ({ to: `${uid}@example.test`, from: { email: 'x@nioo.fr', name: 'Nioo' }, subject: `Bonjour ${name}`, text: '', html: '' }),
        },
      },
    });
    const { idToken, uid } = await googleIdToken(uniqueEmail('limit'), 'Lina Limite');
    const send = () =>
      app.request('/api/email/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ template: 'hello', params: { name: 'Lina' } }),
      });

    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Trop d'emails envoyés. Veuillez réessayer plus tard.", code: 'api.email.rateLimited' });
    expect(sent).toEqual([expect.objectContaining({ to: `${uid}@example.test`, subject: 'Bonjour Lina' }), expect.objectContaining({ subject: 'Bonjour Lina' })]);
  });
});
