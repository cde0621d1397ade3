import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { frenchText, isLocaleKey } from '../../src/locales/locale-key.ts';
import { admin, emailsReceivedBy, emailsTo, postJson, stack, uniqueEmail, verificationLink } from './helpers.ts';

const { auth, firestore } = admin();

function payload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Camille',
    lastName: 'Martin',
    email: uniqueEmail('camille'),
    password: 'Secret123',
    organizationName: 'Famille Martin',
    numberOfPersons: 3,
    ...overrides,
  };
}

/** A fresh address of exactly `length` characters, its domain labels under 64 characters each. */
function addressOfLength(length: number): string {
  const local = uniqueEmail('long').split('@')[0] ?? '';
  let domain = 'example.test';
  while (local.length + 1 + domain.length < length) {
    const missing = length - local.length - 1 - domain.length;
    domain = `${'d'.repeat(Math.min(60, Math.max(1, missing - 1)))}.${domain}`;
  }
  return `${local}@${domain}`;
}

async function expectRefused(body: ReturnType<typeof payload>, message: string) {
  const response = await postJson('/api/auth/signup', body);
  expect(response.status).toBe(400);
  const answer = (await response.json()) as { message: string; code: string };
  expect(answer).toEqual({ message, code: expect.stringMatching(/^validation\./) });
  // The code names that very message, so the app can show it in the user's language.
  expect(isLocaleKey(answer.code) && frenchText(answer.code)).toBe(message);
  expect((await firestore.collection('users').where('email', '==', body.email).get()).size).toBe(0);
  // An address too long for the identity service is refused by the lookup itself.
  await expect(auth.getUserByEmail(body.email)).rejects.toMatchObject({ code: expect.stringMatching(/^auth\/(user-not-found|invalid-email)$/) });
  expect(await emailsReceivedBy(body.email)).toEqual([]);
}

async function documentsOfHousehold(householdId: string) {
  const [plans, lists] = await Promise.all([
    firestore.collection('newMealPlans').where('organizationId', '==', householdId).get(),
    firestore.collection('groceryListsV2').where('organizationId', '==', householdId).get(),
  ]);
  return { plans: plans.docs.map((doc) => doc.data()), lists: lists.docs.map((doc) => doc.data()) };
}

describe('POST /api/auth/signup', () => {
  it('creates the unverified account, its household, cookbook, first plan and list, and mails the link', async () => {
    const body = payload();
    const response = await postJson('/api/auth/signup', body);
    expect(response.status).toBe(201);

    const account = await auth.getUserByEmail(body.email);
    expect(account.emailVerified).toBe(false);

    const user = (await firestore.doc(`users/${account.uid}`).get()).data();
    expect(user).toMatchObject({ email: body.email, firstName: 'Camille', lastName: 'Martin', emailVerified: false });
    const householdId = user?.defaultOrganizationId as string;
    expect(user?.organizations).toEqual({ [householdId]: expect.objectContaining({ organizationId: householdId, role: 'owner' }) });

    const household = (await firestore.doc(`organizations/${householdId}`).get()).data();
    expect(household).toMatchObject({ name: 'Famille Martin', creatorId: account.uid, numberOfPersons: 3, weekStartDay: 1, groceryAutomation: true });
    expect(household?.members).toEqual([expect.objectContaining({ userId: account.uid, email: body.email, role: 'owner', name: 'Camille Martin' })]);

    const cookbook = (await firestore.doc(`cookbooks/${householdId}`).get()).data();
    expect(cookbook?.tags).toEqual({
      'default-0': expect.objectContaining({ name: 'Favoris', color: '#E0BC00', recipeIds: [] }),
      'default-1': expect.objectContaining({ name: 'NiooChefs', color: '#77289B', recipeIds: [] }),
    });

    const { plans, lists } = await documentsOfHousehold(householdId);
    expect(plans).toEqual([expect.objectContaining({ status: 'active', name: expect.stringMatching(/^Menu du \d{1,2} \p{L}+$/u), createdBy: account.uid })]);
    expect(lists).toEqual([
      expect.objectContaining({ status: 'active', name: expect.stringMatching(/^Liste de courses du \d{1,2} \p{L}+$/u), mealEntryRefs: {}, checkedItems: {}, customItems: {} }),
    ]);
    const plan = plans[0] as { startDate: string; endDate: string };
    expect(new Date(`${plan.startDate}T12:00:00`).getDay()).toBe(1);
    expect(new Date(`${plan.endDate}T12:00:00`).getDay()).toBe(0);

    const [mail] = await emailsTo(body.email);
    expect(mail?.from).toEqual([{ address: 'bienvenue@nioo.fr', name: 'Nioo' }]);
    expect(mail?.subject).toBe('Bienvenue sur Nioo : confirmez votre adresse email');
    const link = await verificationLink(body.email);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('email')).toBe(body.email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
  });

  it('escapes the first name in the mail', async () => {
    const body = payload({ firstName: '<b>Zoé</b>' });
    expect((await postJson('/api/auth/signup', body)).status).toBe(201);
    const [mail] = await emailsTo(body.email);
    expect(mail?.html).toContain('&lt;b&gt;Zoé&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Zoé</b>');
  });

  it.each([
    [{ firstName: 'C' }, 'Le prénom doit contenir au moins 2 caractères'],
    [{ lastName: '' }, 'Le nom doit contenir au moins 2 caractères'],
    [{ email: 'not-an-email' }, 'Adresse email invalide'],
    [{ password: 'short1A' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ password: 'secret123' }, 'Le mot de passe doit contenir au moins une majuscule'],
    [{ password: 'SECRET123' }, 'Le mot de passe doit contenir au moins une minuscule'],
    [{ password: 'SecretSecret' }, 'Le mot de passe doit contenir au moins un chiffre'],
    [{ organizationName: 'M' }, 'Le nom du foyer doit contenir au moins 2 caractères'],
    [{ numberOfPersons: 0 }, 'Le foyer doit compter au moins 1 personne'],
  ])('refuses %j with 400 and the message %j, creating and mailing nothing', async (change, message) => {
    await expectRefused(payload(change), message);
  });

  it.each([
    ['a first name of 51 characters', { firstName: 'C'.repeat(51) }, 'Le prénom ne peut pas dépasser 50 caractères'],
    ['a first name of 90 KiB', { firstName: 'C'.repeat(90 * 1024) }, 'Le prénom ne peut pas dépasser 50 caractères'],
    ['a last name of 51 characters', { lastName: 'M'.repeat(51) }, 'Le nom ne peut pas dépasser 50 caractères'],
    ['an address of 255 characters', { email: addressOfLength(255) }, "L'adresse email ne peut pas dépasser 254 caractères"],
    ['a password of 129 characters', { password: `Secret123${'x'.repeat(120)}` }, 'Le mot de passe ne peut pas dépasser 128 caractères'],
    ['a household name of 81 characters', { organizationName: 'F'.repeat(81) }, 'Le nom du foyer ne peut pas dépasser 80 caractères'],
    // The household name heads the calendar feed: these would have written lines of their own into it.
    ['a household name with CR/LF', { organizationName: 'Cal\r\nEND:VCALENDAR\r\nX-EVIL:1' }, 'Ce champ doit tenir sur une ligne, sans tabulation ni caractère de contrôle'],
    ['a household name with a line separator', { organizationName: 'Cal\u2028X-EVIL:1' }, 'Ce champ doit tenir sur une ligne, sans tabulation ni caractère de contrôle'],
    ['a first name with a line feed', { firstName: 'Cam\nille' }, 'Ce champ doit tenir sur une ligne, sans tabulation ni caractère de contrôle'],
    ['a last name with a tab', { lastName: 'Mar\ttin' }, 'Ce champ doit tenir sur une ligne, sans tabulation ni caractère de contrôle'],
  ])('refuses %s with 400 and its message, creating and mailing nothing', async (_, change, message) => {
    await expectRefused(payload(change), message);
  });

  it('accepts every field at its longest', async () => {
    const body = payload({
      firstName: 'C'.repeat(50),
      lastName: 'M'.repeat(50),
      email: addressOfLength(254),
      password: `Secret123${'x'.repeat(119)}`,
      organizationName: 'F'.repeat(80),
    });
    expect((await postJson('/api/auth/signup', body)).status).toBe(201);
    expect((await auth.getUserByEmail(body.email)).displayName).toBe(`${body.firstName} ${body.lastName}`);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await fetch(`${stack.api}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Le corps de la requête n'est pas un JSON valide" });
  });

  it('answers 409 with the spec message when the e-mail is taken, leaving the first account alone', async () => {
    const body = payload();
    expect((await postJson('/api/auth/signup', body)).status).toBe(201);
    const first = await auth.getUserByEmail(body.email);

    const response = await postJson('/api/auth/signup', { ...body, firstName: 'Intrus' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Cet email est déjà utilisé. Veuillez vous connecter.', code: 'signup.errors.emailInUse' });
    expect((await firestore.doc(`users/${first.uid}`).get()).data()?.firstName).toBe('Camille');
    const households = await firestore.collection('organizations').where('creatorId', '==', first.uid).get();
    expect(households.size).toBe(1);
  });

  it('signs up even when the verification mail cannot be sent', async () => {
    const app = createApp({
      auth,
      firestore,
      appOrigin: 'http://app.test',
      emailTemplates: {},
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = payload();
    const response = await app.request('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    expect((await auth.getUserByEmail(body.email)).emailVerified).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Verification e-mail'), expect.any(Error));
    error.mockRestore();
  });

  it('deletes the new account again when its documents cannot be written', async () => {
    // A user document already stands where the new one goes, so the batch's create fails
    // after the account exists: the service must remove the account again.
    const createUser: typeof auth.createUser = async (properties) => {
      const record = await auth.createUser(properties);
      await firestore.doc(`users/${record.uid}`).set({ email: 'squatter@example.test' });
      return record;
    };
    const app = createApp({
      auth: Object.assign(Object.create(auth) as typeof auth, { createUser }),
      firestore,
      appOrigin: 'http://app.test',
      emailTemplates: {},
      mailer: { send: async () => undefined },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = payload();

    const response = await app.request('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Erreur interne du service' });
    await expect(auth.getUserByEmail(body.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const households = await firestore.collection('organizations').where('name', '==', body.organizationName).get();
    expect(households.docs.filter((doc) => doc.data().members?.[0]?.email === body.email)).toEqual([]);
    error.mockRestore();
  });
});
