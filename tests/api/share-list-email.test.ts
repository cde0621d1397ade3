import { randomBytes } from 'node:crypto';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { emailTemplates } from '../../server/email/email-templates.ts';
import type { MailMessage } from '../../server/email/mail.ts';
import { admin, emailsReceivedBy, emailsTo, googleIdToken, postJson, uniqueEmail } from './helpers.ts';

// The 'share-list' template of POST /api/email/send (spec B §7, DESIGN.md §3): only a member
// of the list's household may have its live share link mailed, and the caller chooses nothing
// but the recipient and the list.

const { auth, firestore } = admin();
const DAY_MS = 24 * 60 * 60 * 1_000;

const forbidden = { message: 'Vous ne pouvez pas envoyer cet email.', code: 'api.email.forbidden' };

/** A verified Google user with a household of their own, and that household's active list. */
async function householdOwner(householdName: string) {
  const { idToken, uid } = await googleIdToken(uniqueEmail('owner'), 'Camille Martin');
  const signUp = await postJson('/api/auth/googlesignup', { idToken, organizationName: householdName, numberOfPersons: 2 });
  expect(signUp.status).toBe(201);
  const householdId = (await firestore.doc(`users/${uid}`).get()).get('defaultOrganizationId') as string;
  const [list] = (await firestore.collection('groceryListsV2').where('organizationId', '==', householdId).get()).docs;
  if (!list) throw new Error(`No list for the household ${householdId}`);
  return { idToken, uid, organizationId: householdId, listId: list.id, listName: list.get('name') as string };
}

/** What shareList writes: a random token, public, expiring in `days`. */
async function share(listId: string, { days = 30, isPublic = true } = {}): Promise<string> {
  const shareToken = randomBytes(16).toString('base64url');
  await firestore.doc(`groceryListsV2/${listId}`).update({ shareToken, shareExpiry: Timestamp.fromMillis(Date.now() + days * DAY_MS), isPublic });
  return shareToken;
}

function sendShare(idToken: string, params: unknown) {
  return postJson('/api/email/send', { template: 'share-list', params }, { Authorization: `Bearer ${idToken}` });
}

async function expectRefused(response: Response, status: number, body: object, recipient: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
  // Refused before anything is handed to the mailer, which the answer waits for.
  expect(await emailsReceivedBy(recipient)).toEqual([]);
}

describe("POST /api/email/send, template 'share-list'", () => {
  it("mails a member's recipient the list's link, its 30 days, the household's and the list's names, escaped", async () => {
    const owner = await householdOwner('Famille <Martin> & Cie');
    const token = await share(owner.listId);
    const recipient = uniqueEmail('recipient');

    const response = await sendShare(owner.idToken, { to: recipient, listId: owner.listId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const [mail] = await emailsTo(recipient);
    expect(mail?.from).toEqual([{ address: 'courses@nioo.fr', name: 'Nioo' }]);
    expect(mail?.subject).toBe(`Liste de courses partagée : ${owner.listName} (Famille <Martin> & Cie)`);
    const link = new RegExp(`https?://[^/\\s]+/printable-grocery-list-v2/${token}(?![\\w-])`);
    expect(mail?.text).toMatch(link);
    expect(mail?.text).toContain(`Le foyer « Famille <Martin> & Cie » partage avec vous sa liste de courses « ${owner.listName} ».`);
    expect(mail?.text).toContain('Ce lien est valable 30 jours.');
    expect(mail?.html).toMatch(new RegExp(`href="https?://[^/\\s]+/printable-grocery-list-v2/${token}"`));
    expect(mail?.html).toContain('Famille &lt;Martin&gt; &amp; Cie');
    expect(mail?.html).not.toContain('<Martin>');
    expect(mail?.html).toContain('Ce lien est valable 30 jours.');
  });

  it('lets a member of any role send, viewers included', async () => {
    const owner = await householdOwner('Famille Viewer');
    await share(owner.listId);
    const viewer = await householdOwner('Foyer du lecteur');
    await firestore
      .doc(`users/${viewer.uid}`)
      .update(new FieldPath('organizations', owner.organizationId), { organizationId: owner.organizationId, role: 'viewer', joinedAt: Timestamp.now() });
    const recipient = uniqueEmail('from-viewer');

    expect((await sendShare(viewer.idToken, { to: recipient, listId: owner.listId })).status).toBe(200);
    expect((await emailsTo(recipient))[0]?.text).toContain('Famille Viewer');
  });

  it("refuses another household's list exactly as a list that does not exist", async () => {
    const owner = await householdOwner('Famille Privée');
    await share(owner.listId);
    const stranger = await householdOwner('Famille Curieuse');
    const recipient = uniqueEmail('phished');

    await expectRefused(await sendShare(stranger.idToken, { to: recipient, listId: owner.listId }), 403, forbidden, recipient);
    await expectRefused(await sendShare(stranger.idToken, { to: recipient, listId: 'no-such-list' }), 403, forbidden, recipient);
    // A path instead of an id addresses nothing either.
    await expectRefused(await sendShare(stranger.idToken, { to: recipient, listId: `${owner.listId}/x/y` }), 403, forbidden, recipient);
  });

  it('refuses a list without a live share link: never shared, private, or expired', async () => {
    const owner = await householdOwner('Famille Lien');
    const recipient = uniqueEmail('unshared');
    const notShared = { message: "Cette liste de courses n'a pas de lien de partage valide.", code: 'api.email.listNotShared' };

    await expectRefused(await sendShare(owner.idToken, { to: recipient, listId: owner.listId }), 409, notShared, recipient);
    await share(owner.listId, { isPublic: false });
    await expectRefused(await sendShare(owner.idToken, { to: recipient, listId: owner.listId }), 409, notShared, recipient);
    await share(owner.listId, { days: -1 });
    await expectRefused(await sendShare(owner.idToken, { to: recipient, listId: owner.listId }), 409, notShared, recipient);
  });

  it('refuses an archived list', async () => {
    const owner = await householdOwner('Famille Archive');
    await share(owner.listId);
    await firestore.doc(`groceryListsV2/${owner.listId}`).update({ status: 'archived' });
    const recipient = uniqueEmail('archived');

    await expectRefused(
      await sendShare(owner.idToken, { to: recipient, listId: owner.listId }),
      409,
      { message: 'Cette liste de courses a été archivée.', code: 'api.email.listArchived' },
      recipient,
    );
  });

  it('refuses a missing or malformed recipient, header tricks included', async () => {
    const owner = await householdOwner('Famille Adresse');
    await share(owner.listId);
    const invalidEmail = { message: 'Adresse email invalide', code: 'validation.invalidEmail' };

    for (const to of ['not-an-email', 'a@b.fr\nBcc: victim@example.test', 'a@b.fr, victim@example.test']) {
      const response = await sendShare(owner.idToken, { to, listId: owner.listId });
      expect(response.status, to).toBe(400);
      expect(await response.json()).toEqual(invalidEmail);
    }
    const missing = await sendShare(owner.idToken, { listId: owner.listId });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Obligatoire', code: 'validation.required' });
    expect(await emailsReceivedBy('victim@example.test')).toEqual([]);
  });

  it('takes nothing else from the caller: no sender, subject or HTML of theirs', async () => {
    const owner = await householdOwner('Famille Relais');
    await share(owner.listId);
    const recipient = uniqueEmail('relay');

    const response = await sendShare(owner.idToken, {
      to: recipient,
      listId: owner.listId,
      from: { email: 'ceo@bank.example', name: 'Bank' },
      subject: 'Urgent',
      html: '<a href="https://phish.example">login</a>',
    });
    expect(response.status).toBe(200);
    const [mail] = await emailsTo(recipient);
    expect(mail?.from).toEqual([{ address: 'courses@nioo.fr', name: 'Nioo' }]);
    expect(mail?.subject).not.toContain('Urgent');
    expect(mail?.html).not.toContain('phish.example');
  });

  it('is rate-limited per user', async () => {
    const sent: MailMessage[] = [];
    const app = createApp({
      auth,
      firestore,
      appOrigin: 'http://app.test',
      emailTemplates,
      mailer: { send: async (message) => void sent.push(message) },
      rateLimits: { emailSendPerUser: { limit: 2, windowMs: 60_000 } },
    });
    const owner = await householdOwner('Famille Limite');
    const token = await share(owner.listId);
    const send = () =>
      app.request('/api/email/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${owner.idToken}` },
        body: JSON.stringify({ template: 'share-list', params: { to: uniqueEmail('limited'), listId: owner.listId } }),
      });

    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Trop d'emails envoyés. Veuillez réessayer plus tard.", code: 'api.email.rateLimited' });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text).toContain(`http://app.test/printable-grocery-list-v2/${token}`);
  });
});
