import { describe, expect, it } from 'vitest';
import { admin, googleIdToken, passwordIdToken, postJson, uniqueEmail } from './helpers.ts';

const { auth, firestore } = admin();

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
    expect(household).toMatchObject({ id: user?.defaultOrganizationId, name: 'Famille Moreau', numberOfPersons: 1, weekStartDay: 1 });
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
    expect(await response.json()).toEqual({ message: 'Connexion Google invalide. Veuillez réessayer.', code: 'api.google.invalidToken' });
  });

  it('refuses the ID token of a password account', async () => {
    const email = uniqueEmail('pwd');
    await postJson('/api/auth/signup', { firstName: 'Paul', lastName: 'Word', email, password: 'Secret123', organizationName: 'Famille Word', numberOfPersons: 1 });
    const idToken = await passwordIdToken(email, 'Secret123');
    const response = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Second foyer' });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/auth/googlesignup, what Google vouches for', () => {
  it('keeps an address Google does not vouch for unverified', async () => {
    const { idToken, uid } = await googleIdToken(uniqueEmail('unvouched'), 'Ulysse Douteux', { emailVerified: false });
    expect((await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Famille Douteux' })).status).toBe(201);
    expect((await firestore.doc(`users/${uid}`).get()).data()).toMatchObject({ firstName: 'Ulysse', emailVerified: false });
  });

  it('refuses a household name over 80 characters and sets nothing up', async () => {
    const { idToken, uid } = await googleIdToken(uniqueEmail('longname'), 'Lola Longue');
    const response = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'F'.repeat(81) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Le nom du foyer ne peut pas dépasser 80 caractères', code: 'validation.householdNameTooLong' });
    expect((await firestore.doc(`users/${uid}`).get()).exists).toBe(false);
  });

  it('refuses a household name with a line break, which the calendar feed would have split into lines, and sets nothing up', async () => {
    const { idToken, uid } = await googleIdToken(uniqueEmail('crlf'), 'Carl Retour');
    const response = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Cal\r\nEND:VCALENDAR\r\nX-EVIL:1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Ce champ doit tenir sur une ligne, sans tabulation ni caractère de contrôle', code: 'validation.singleLine' });
    expect((await firestore.doc(`users/${uid}`).get()).exists).toBe(false);
  });

  it("puts a profile's name holding control characters on one line, in the user's names and the household's", async () => {
    const { idToken, uid } = await googleIdToken(uniqueEmail('controls'), 'Zoé\u0001Marie Dur\u0085and');
    expect((await postJson('/api/auth/googlesignup', { idToken })).status).toBe(201);
    expect((await firestore.doc(`users/${uid}`).get()).data()).toMatchObject({ firstName: 'Zoé', lastName: 'Marie Dur and' });
    expect(await householdsCreatedBy(uid)).toEqual([expect.objectContaining({ name: 'Famille and' })]);
  });
});

describe('a Google sign-in over a never-verified password sign-up of the same address', () => {
  const squatter = { firstName: 'Mallory', lastName: 'Intrus', password: 'Squat1234', organizationName: 'Foyer piégé', numberOfPersons: 4 };

  /** The squatter signs up with the victim's address and, not owning the mailbox, never verifies it. */
  async function preRegister(email: string) {
    expect((await postJson('/api/auth/signup', { ...squatter, email })).status).toBe(201);
    const { uid } = await auth.getUserByEmail(email);
    const householdId = (await firestore.doc(`users/${uid}`).get()).data()?.defaultOrganizationId as string;
    return { uid, organizationId: householdId };
  }

  async function expectGone(householdId: string, uid: string) {
    expect((await firestore.doc(`organizations/${householdId}`).get()).exists).toBe(false);
    expect((await firestore.doc(`cookbooks/${householdId}`).get()).exists).toBe(false);
    expect((await firestore.collection('newMealPlans').where('organizationId', '==', householdId).get()).size).toBe(0);
    expect((await firestore.collection('groceryListsV2').where('organizationId', '==', householdId).get()).size).toBe(0);
    expect((await firestore.collection('emailVerificationTokens').where('uid', '==', uid).get()).size).toBe(0);
  }

  async function expectGoogleUsersAccount(uid: string, email: string) {
    const user = (await firestore.doc(`users/${uid}`).get()).data();
    expect(user).toMatchObject({ email, firstName: 'Victor', lastName: 'Hugo', emailVerified: true });
    const households = await householdsCreatedBy(uid);
    expect(households).toEqual([
      expect.objectContaining({ id: user?.defaultOrganizationId, name: 'Famille Hugo', numberOfPersons: 2, members: [expect.objectContaining({ userId: uid, name: 'Victor Hugo', role: 'owner' })] }),
    ]);
    expect(Object.keys(user?.organizations as object)).toEqual([user?.defaultOrganizationId]);
    const householdId = user?.defaultOrganizationId as string;
    expect((await firestore.doc(`cookbooks/${householdId}`).get()).exists).toBe(true);
    expect((await firestore.collection('newMealPlans').where('organizationId', '==', householdId).get()).size).toBe(1);
    expect((await firestore.collection('groceryListsV2').where('organizationId', '==', householdId).get()).size).toBe(1);
    expect((await auth.getUser(uid)).displayName).toBe('Victor Hugo');
  }

  it("discards the squatter's names and household, sets up the Google user's, and the password no longer signs in", async () => {
    const email = uniqueEmail('victim');
    const squatted = await preRegister(email);

    // The Auth emulator, like Firebase, hands the verified Google sign-in the same account.
    const { idToken, uid } = await googleIdToken(email, 'Victor Hugo');
    expect(uid).toBe(squatted.uid);

    const response = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Famille Hugo', numberOfPersons: 2 });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, created: true });

    await expectGoogleUsersAccount(uid, email);
    await expectGone(squatted.organizationId, uid);
    await expect(passwordIdToken(email, squatter.password)).rejects.toThrow(/Sign-in failed/);

    const again = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Autre foyer' });
    expect(await again.json()).toEqual({ success: true, created: false });
    expect(await householdsCreatedBy(uid)).toHaveLength(1);
  });

  it('replaces the password where the identity service kept it linked', async () => {
    const email = uniqueEmail('kept');
    const squatted = await preRegister(email);
    // Linking Google to the signed-in password account keeps the password provider, as some
    // identity-service configurations do.
    await googleIdToken(email, 'Victor Hugo', { linkTo: await passwordIdToken(email, squatter.password) });
    expect((await auth.getUser(squatted.uid)).providerData.map((info) => info.providerId).sort()).toEqual(['google.com', 'password']);

    const { idToken } = await googleIdToken(email, 'Victor Hugo');
    expect((await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Famille Hugo', numberOfPersons: 2 })).status).toBe(201);

    await expectGoogleUsersAccount(squatted.uid, email);
    await expectGone(squatted.organizationId, squatted.uid);
    await expect(passwordIdToken(email, squatter.password)).rejects.toThrow(/Sign-in failed/);
  });

  it('leaves a verified password account alone', async () => {
    const email = uniqueEmail('owner');
    const { uid, organizationId: householdId } = await preRegister(email);
    await firestore.doc(`users/${uid}`).update({ emailVerified: true });
    await auth.updateUser(uid, { emailVerified: true });

    const { idToken } = await googleIdToken(email, 'Victor Hugo');
    const response = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Famille Hugo' });
    expect(await response.json()).toEqual({ success: true, created: false });
    expect((await firestore.doc(`users/${uid}`).get()).data()).toMatchObject({ firstName: 'Mallory', defaultOrganizationId: householdId });
    expect((await firestore.doc(`organizations/${householdId}`).get()).exists).toBe(true);
    expect(await passwordIdToken(email, squatter.password)).toEqual(expect.any(String));
  });

  it('leaves it alone too when Google does not vouch for the address', async () => {
    const email = uniqueEmail('unvouched-victim');
    const { uid, organizationId: householdId } = await preRegister(email);
    // Not vouched for, the emulator asks for confirmation instead of linking: a separate
    // Google sign-in cannot take the account, so the endpoint is called with a token of it.
    const { idToken } = await googleIdToken(email, 'Victor Hugo', { emailVerified: false, linkTo: await passwordIdToken(email, squatter.password) });
    const response = await postJson('/api/auth/googlesignup', { idToken, organizationName: 'Famille Hugo' });
    expect(await response.json()).toEqual({ success: true, created: false });
    expect((await firestore.doc(`users/${uid}`).get()).data()).toMatchObject({ firstName: 'Mallory', emailVerified: false, defaultOrganizationId: householdId });
  });
});
