import { describe, expect, it } from 'vitest';
import { admin, googleIdToken, passwordIdToken, postJson, uniqueEmail } from './helpers.ts';

const { firestore } = admin();

async function householdsCreatedBy(uid: string) {
  return (await firestore.collection('organizations').where('creatorId', '==', uid).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

describe('POST /api/auth/googlesignup', () => {
  it('creates the user, household, cookbook, plan and list of a first Google sign-in, once', async () => {
    const email = uniqueEmail('gaspard');
    const { idToken, uid } = await googleIdToken(email, 'Gaspard Moreau');

    const first = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Famille Moreau', numberOfPersons: 1 });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, created: true });

    const user = (await firestore.doc(`users/${uid}`).get()).data();
    expect(user).toMatchObject({ email, firstName: 'Gaspard', lastName: 'Moreau', emailVerified: true });
    const [household] = await householdsCreatedBy(uid);
    expect(household).toMatchObject({ id: user?.defaultOrganizationId, name: 'Famille Moreau', numberOfPersons: 1 });
    expect(user?.organizations[household?.id ?? '']).toMatchObject({ role: 'owner' });
    expect((await firestore.doc(`cookbooks/${household?.id}`).get()).exists).toBe(true);

    const second = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Autre foyer', numberOfPersons: 4 });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ success: true, created: false });
    expect(await householdsCreatedBy(uid)).toHaveLength(1);
  });

  it('names the household itself when the app sends no usable name', async () => {
    const { idToken, uid } = await googleIdToken(uniqueEmail('solo'), 'Mononyme');
    expect((await postJson('/api/auth/googlesignup', { idToken })).status).toBe(201);
    expect(await householdsCreatedBy(uid)).toEqual([expect.objectContaining({ name: 'Famille Mononyme', numberOfPersons: 1 })]);
  });

  it('creates a single household when two calls race', async () => {
    const { idToken, uid } = await googleIdToken(uniqueEmail('race'), 'Rose Racine');
    const answers = await Promise.all([1, 2].map(() => postJson('/api/auth/googlesignup', { idToken, organizationName: 'Famille Racine' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await householdsCreatedBy(uid)).toHaveLength(1);
  });

  it('refuses a forged ID token', async () => {
    const response = await postJson('/api/auth/googlesignup', { idToken: 'not-a-token', organizationName: 'Famille Faux' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Connexion Google invalide. Veuillez réessayer.' });
  });

  it('refuses the ID token of a password account', async () => {
    const email = uniqueEmail('pwd');
    await postJson('/api/auth/signup', { firstName: 'Paul', lastName: 'Word', email, password: 'Secret123', organizationName: 'Famille Word', numberOfPersons: 1 });
    const idToken = await passwordIdToken(email, 'Secret123');
    const response = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Second foyer' });
    expect(response.status).toBe(400);
  });
});
