import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { MailMessage, Mailer } from '../../server/email/mail.ts';
import { asAdmin, call, expectRefusal, householdAccess, householdData, joinDirectly, rowsOf, signUp, unverifiedIdToken, userData, type Account } from './household-accounts.ts';
import { admin, emailsReceivedBy, emailsTo, uniqueEmail } from './helpers.ts';

// POST /api/households/members/add, /role and /remove (spec A §4, §6 and §8, DESIGN.md §3):
// only an owner of the household, or an admin, manages its members; each call writes the
// users/{uid}.organizations entry and the members row together. Adding writes only the pending
// row and the invite: the membership is the invitee's to accept (invites.test.ts).

const { auth, firestore } = admin();
const DAY_MS = 24 * 60 * 60 * 1_000;

const add = (caller: Account | null, body: unknown) => call(caller, '/api/households/members/add', body);
const setRole = (caller: Account | null, body: unknown) => call(caller, '/api/households/members/role', body);
const remove = (caller: Account | null, body: unknown) => call(caller, '/api/households/members/remove', body);

const refusals = {
  forbidden: [403, 'household.members.errors.forbidden', 'Seuls les propriétaires peuvent gérer les membres du foyer.'],
  householdNotFound: [404, 'household.members.errors.householdNotFound', 'Foyer introuvable'],
  userNotFound: [404, 'household.members.errors.userNotFound', "Cet utilisateur n'existe pas. Il doit d'abord créer un compte."],
  alreadyMember: [409, 'household.members.errors.alreadyMember', 'Cet utilisateur fait déjà partie du foyer.'],
  alreadyInvited: [409, 'household.members.errors.alreadyInvited', 'Cet utilisateur a déjà une invitation en attente pour ce foyer.'],
  self: [400, 'household.members.errors.self', 'Vous ne pouvez pas modifier ou supprimer votre propre rôle.'],
  notMember: [404, 'household.members.errors.notMember', 'Cet utilisateur ne fait pas partie du foyer.'],
  lastOwner: [409, 'household.members.errors.lastOwner', 'Le foyer doit garder au moins un propriétaire.'],
} as const;

function expectRefused(response: Response, refusal: keyof typeof refusals) {
  const [status, code, message] = refusals[refusal];
  return expectRefusal(response, status, code, message);
}

/** An owner's household with a second account in it as `role`. */
async function householdWith(role: string, householdName = 'Famille Martin') {
  const owner = await signUp(householdName, 'Camille Martin', 'owner');
  const member = await signUp('Foyer du membre', 'Bruno Durand', role);
  await joinDirectly(member, owner.organizationId, role);
  return { owner, member, organizationId: owner.organizationId };
}

/** An app of the suite's emulators with the mailer and limits a test needs. */
function appWith({ mailer, limit }: { mailer?: Mailer; limit?: number }) {
  const app = createApp({
    auth,
    firestore,
    appOrigin: 'http://app.test',
    emailTemplates: {},
    mailer: mailer ?? { send: async () => undefined },
    ...(limit ? { rateLimits: { inviteMemberPerUser: { limit, windowMs: 60_000 } } } : {}),
  });
  return (caller: Account, body: unknown) =>
    app.request('/api/households/members/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${caller.idToken}` },
      body: JSON.stringify(body),
    });
}

describe('membership endpoints', () => {
  it('refuse anonymous callers and unverified addresses before reading the request', async () => {
    const { owner, member, organizationId: householdId } = await householdWith('member');
    const unverified = { idToken: await unverifiedIdToken() } as Account;
    const calls = [
      (caller: Account | null) => add(caller, { organizationId: householdId, email: uniqueEmail('x'), role: 'member' }),
      (caller: Account | null) => setRole(caller, { organizationId: householdId, userId: member.uid, role: 'viewer' }),
      (caller: Account | null) => remove(caller, { organizationId: householdId, userId: member.uid }),
    ];
    for (const send of calls) {
      await expectRefusal(await send(null), 401, 'api.auth.required', 'Vous devez être connecté.');
      await expectRefusal(await send({ idToken: 'forged' } as Account), 401, 'api.auth.invalidToken', 'Session invalide. Veuillez vous reconnecter.');
      await expectRefusal(await send(unverified), 403, 'api.auth.emailNotVerified', "Veuillez d'abord vérifier votre adresse email.");
    }
    expect(await rowsOf(householdId)).toMatchObject({ [owner.uid]: { role: 'owner' }, [member.uid]: { role: 'member' } });
  });
});

describe('POST /api/households/members/add', () => {
  it('adds the account found by its lower-cased address as a pending row, with a pending invite of 128 random bits valid 7 days', async () => {
    const owner = await signUp('Famille Martin');
    const invitee = await signUp('Foyer de Bruno', 'Bruno Durand', 'invitee');

    const response = await add(owner, { organizationId: owner.organizationId, email: `  ${invitee.email.toUpperCase()} `, role: 'viewer' });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { success: true; inviteId: string; emailSent: boolean };
    expect(answer).toEqual({ success: true, inviteId: expect.stringMatching(/^[0-9a-f]{32}$/), emailSent: true });

    // Joining is the invitee's choice: no membership, nor default household, until they accept.
    const user = await userData(invitee.uid);
    expect(Object.keys(user.organizations)).toEqual([invitee.organizationId]);
    expect(user.defaultOrganizationId).toBe(invitee.organizationId);
    expect(await householdAccess(invitee, owner.organizationId)).toEqual({ read: false, switchTo: false });
    expect((await rowsOf(owner.organizationId))[invitee.uid]).toEqual({
      userId: invitee.uid,
      email: invitee.email,
      name: 'Bruno Durand',
      role: 'viewer',
      invitationAccepted: false,
      joinedAt: expect.any(Timestamp),
    });

    const invite = (await firestore.doc(`organizationInvites/${answer.inviteId}`).get()).data();
    expect(invite).toEqual({
      organizationId: owner.organizationId,
      userId: invitee.uid,
      email: invitee.email,
      role: 'viewer',
      status: 'pending',
      invitedBy: owner.uid,
      createdAt: expect.any(Timestamp),
      expiresAt: expect.any(Timestamp),
      updatedAt: expect.any(Timestamp),
    });
    expect(invite?.expiresAt.toMillis() - invite?.createdAt.toMillis()).toBe(7 * DAY_MS);
    expect(Math.abs(invite?.createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses an account invited already, until the invitation is withdrawn; then invites it afresh', async () => {
    const owner = await signUp('Famille Relance');
    const invitee = await signUp('Foyer de Bruno', 'Bruno Durand', 'reinvited');
    const first = (await (await add(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'member' })).json()) as { inviteId: string };

    await expectRefused(await add(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'viewer' }), 'alreadyInvited');
    expect((await rowsOf(owner.organizationId))[invitee.uid]).toMatchObject({ role: 'member', invitationAccepted: false });

    expect((await remove(owner, { organizationId: owner.organizationId, userId: invitee.uid })).status).toBe(200);
    const again = await add(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'viewer' });
    expect(again.status).toBe(201);
    const second = (await again.json()) as { inviteId: string };
    expect(second.inviteId).not.toBe(first.inviteId);
    expect((await firestore.doc(`organizationInvites/${first.inviteId}`).get()).exists).toBe(false);
    expect((await firestore.doc(`organizationInvites/${second.inviteId}`).get()).data()).toMatchObject({ role: 'viewer', status: 'pending' });
    expect((await rowsOf(owner.organizationId))[invitee.uid]).toMatchObject({ role: 'viewer', invitationAccepted: false });
  });

  it("mails the invitee the acceptance link, naming the household, escaped, and who invites", async () => {
    const owner = await signUp('Famille <Martin> & Cie', 'Camille Martin');
    const invitee = await signUp('Foyer invité', 'Bruno Durand', 'mailed');

    const { inviteId } = (await (await add(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'member' })).json()) as { inviteId: string };

    const [mail] = await emailsTo(invitee.email);
    expect(mail?.from).toEqual([{ address: 'invitations@nioo.fr', name: 'Nioo' }]);
    expect(mail?.subject).toBe('Invitation à rejoindre le foyer « Famille <Martin> & Cie » sur Nioo');
    expect(mail?.text).toContain('Camille Martin vous invite à rejoindre le foyer « Famille <Martin> & Cie » sur Nioo.');
    expect(mail?.text).toMatch(new RegExp(`https?://[^/\\s]+/organization/invite/${inviteId}(?![\\w-])`));
    expect(mail?.text).toContain('Cette invitation est valable 7 jours.');
    expect(mail?.html).toMatch(new RegExp(`href="https?://[^/\\s]+/organization/invite/${inviteId}"`));
    expect(mail?.html).toContain('Famille &lt;Martin&gt; &amp; Cie');
    expect(mail?.html).not.toContain('<Martin>');
  });

  it('keeps the member and the invite when the mail fails, and says so', async () => {
    const owner = await signUp('Famille Panne');
    const invitee = await signUp('Foyer hors ligne', 'Hugo Panne', 'offline');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = appWith({ mailer: { send: () => Promise.reject(new Error('SMTP down')) } });

    const response = await send(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'member' });

    expect(response.status).toBe(201);
    const answer = (await response.json()) as { inviteId: string; emailSent: boolean };
    expect(answer.emailSent).toBe(false);
    expect((await firestore.doc(`organizationInvites/${answer.inviteId}`).get()).get('status')).toBe('pending');
    expect((await rowsOf(owner.organizationId))[invitee.uid]).toMatchObject({ role: 'member', invitationAccepted: false });
    expect(error).toHaveBeenCalledWith(expect.stringContaining(answer.inviteId), expect.any(Error));
    error.mockRestore();
  });

  it('refuses an address without an account', async () => {
    const owner = await signUp('Famille Seule');
    await expectRefused(await add(owner, { organizationId: owner.organizationId, email: uniqueEmail('nobody'), role: 'member' }), 'userNotFound');
  });

  it('refuses someone already a member, whatever their role', async () => {
    const { owner, member, organizationId: householdId } = await householdWith('viewer');
    await expectRefused(await add(owner, { organizationId: householdId, email: member.email, role: 'owner' }), 'alreadyMember');
    await expectRefused(await add(owner, { organizationId: householdId, email: owner.email, role: 'member' }), 'alreadyMember');
    expect((await userData(member.uid)).organizations[householdId].role).toBe('viewer');
    expect(Object.keys(await rowsOf(householdId))).toHaveLength(2);
  });

  it('refuses members, contributors and viewers of the household, and strangers, leaving nothing behind', async () => {
    const invitee = await signUp('Foyer convoité', 'Zoé Cible', 'target');
    for (const role of ['member', 'contributor', 'viewer']) {
      const { member, organizationId: householdId } = await householdWith(role);
      await expectRefused(await add(member, { organizationId: householdId, email: invitee.email, role: 'member' }), 'forbidden');
    }
    const stranger = await signUp('Famille Étrangère', 'Éric Tiers', 'stranger');
    const owner = await signUp('Famille Visée');
    await expectRefused(await add(stranger, { organizationId: owner.organizationId, email: invitee.email, role: 'owner' }), 'forbidden');
    // Nor do they learn whether an address has an account.
    await expectRefused(await add(stranger, { organizationId: owner.organizationId, email: uniqueEmail('nobody'), role: 'member' }), 'forbidden');
    expect(Object.keys((await userData(invitee.uid)).organizations)).toEqual([invitee.organizationId]);
    expect(await emailsReceivedBy(invitee.email)).toEqual([]);
  });

  it("lets an admin add to a household they do not belong to, and tells them of an unknown one", async () => {
    const owner = await signUp('Famille Administrée');
    const invitee = await signUp('Foyer invité', 'Inès Invitée', 'by-admin');
    const administrator = await asAdmin(await signUp('Foyer admin', 'Ada Admin', 'admin'));

    const response = await add(administrator, { organizationId: owner.organizationId, email: invitee.email, role: 'member' });
    expect(response.status).toBe(201);
    expect((await rowsOf(owner.organizationId))[invitee.uid]).toMatchObject({ role: 'member', invitationAccepted: false });
    expect((await userData(administrator.uid)).organizations[owner.organizationId]).toBeUndefined();

    await expectRefused(await add(administrator, { organizationId: 'no-such-household', email: invitee.email, role: 'member' }), 'householdNotFound');
    await expectRefused(await add(administrator, { organizationId: 'a/b/c', email: invitee.email, role: 'member' }), 'householdNotFound');
    // Anyone else learns nothing of which households exist.
    await expectRefused(await add(owner, { organizationId: 'no-such-household', email: invitee.email, role: 'member' }), 'forbidden');
  });

  it('refuses a malformed address or role', async () => {
    const owner = await signUp('Famille Gardée');
    const body = { organizationId: owner.organizationId, email: uniqueEmail('x'), role: 'member' };
    await expectRefusal(await add(owner, { ...body, email: 'not-an-email' }), 400, 'validation.invalidEmail', 'Adresse email invalide');
    expect((await add(owner, { ...body, role: 'contributor' })).status).toBe(400);
  });

  it('is rate-limited per caller', async () => {
    const owner = await signUp('Famille Pressée');
    const sent: MailMessage[] = [];
    const send = appWith({ mailer: { send: async (message) => void sent.push(message) }, limit: 2 });
    const invitees = await Promise.all([1, 2, 3].map((n) => signUp(`Foyer ${n}`, 'Rapide Invité', `limited-${n}`)));

    for (const invitee of invitees.slice(0, 2)) {
      expect((await send(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'member' })).status).toBe(201);
    }
    const third = invitees[2] as Account;
    await expectRefusal(
      await send(owner, { organizationId: owner.organizationId, email: third.email, role: 'member' }),
      429,
      'api.rateLimited',
      'Trop de demandes. Veuillez réessayer plus tard.',
    );
    expect((await rowsOf(owner.organizationId))[third.uid]).toBeUndefined();
    expect(sent.map((mail) => mail.to)).toEqual(invitees.slice(0, 2).map((invitee) => invitee.email));
    expect(sent[0]?.text).toContain('http://app.test/organization/invite/');
  });
});

describe('POST /api/households/members/role', () => {
  it("changes the role in the member's user document and in the members row together", async () => {
    const { owner, member, organizationId: householdId } = await householdWith('member');
    const joinedAt = (await userData(member.uid)).organizations[householdId].joinedAt as Timestamp;

    const response = await setRole(owner, { organizationId: householdId, userId: member.uid, role: 'owner' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    expect((await userData(member.uid)).organizations[householdId]).toEqual({ organizationId: householdId, role: 'owner', joinedAt });
    const rows = await rowsOf(householdId);
    expect(rows[member.uid]).toMatchObject({ role: 'owner', invitationAccepted: true, name: 'Bruno Durand' });
    expect(rows[owner.uid]).toMatchObject({ role: 'owner' });
  });

  it("changes a pending invitee's row and invite, and gives them no membership", async () => {
    const owner = await signUp('Famille Martin');
    const invitee = await signUp('Foyer de Bruno', 'Bruno Durand', 'pending-role');
    const { inviteId } = (await (await add(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'viewer' })).json()) as { inviteId: string };

    expect((await setRole(owner, { organizationId: owner.organizationId, userId: invitee.uid, role: 'owner' })).status).toBe(200);

    expect((await rowsOf(owner.organizationId))[invitee.uid]).toMatchObject({ role: 'owner', invitationAccepted: false });
    expect((await firestore.doc(`organizationInvites/${inviteId}`).get()).data()).toMatchObject({ role: 'owner', status: 'pending' });
    expect((await userData(invitee.uid)).organizations[owner.organizationId]).toBeUndefined();
    expect(await householdAccess(invitee, owner.organizationId)).toEqual({ read: false, switchTo: false });
  });

  it("refuses the caller's own row, a non-member and the household's last owner", async () => {
    const { owner, member, organizationId: householdId } = await householdWith('member');
    const stranger = await signUp('Famille Extérieure', 'Sam Dehors', 'outsider');
    const administrator = await asAdmin(await signUp('Foyer admin', 'Ada Admin', 'admin'));

    await expectRefused(await setRole(owner, { organizationId: householdId, userId: owner.uid, role: 'member' }), 'self');
    await expectRefused(await setRole(owner, { organizationId: householdId, userId: stranger.uid, role: 'member' }), 'notMember');
    await expectRefused(await setRole(owner, { organizationId: householdId, userId: 'a/b', role: 'member' }), 'notMember');
    // Only an admin can reach the last owner's row: the owner themselves is refused as 'self'.
    await expectRefused(await setRole(administrator, { organizationId: householdId, userId: owner.uid, role: 'viewer' }), 'lastOwner');
    expect((await userData(owner.uid)).organizations[householdId].role).toBe('owner');
    expect((await userData(member.uid)).organizations[householdId].role).toBe('member');
  });

  it('refuses non-owners of the household, and lets an admin act as its owner', async () => {
    const { owner, member, organizationId: householdId } = await householdWith('viewer');
    const other = await signUp('Foyer second', 'Léo Second', 'second');
    await joinDirectly(other, householdId, 'member');
    await expectRefused(await setRole(member, { organizationId: householdId, userId: other.uid, role: 'viewer' }), 'forbidden');
    await expectRefused(await setRole(other, { organizationId: householdId, userId: member.uid, role: 'owner' }), 'forbidden');

    const administrator = await asAdmin(await signUp('Foyer admin', 'Ada Admin', 'admin'));
    expect((await setRole(administrator, { organizationId: householdId, userId: member.uid, role: 'member' })).status).toBe(200);
    expect((await rowsOf(householdId))[member.uid]?.role).toBe('member');
    await expectRefused(await setRole(administrator, { organizationId: 'gone-household', userId: member.uid, role: 'member' }), 'householdNotFound');
    expect((await userData(owner.uid)).organizations[householdId].role).toBe('owner');
  });

  it('never leaves the household without an owner when two owners demote each other at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { owner, member: coOwner, organizationId: householdId } = await householdWith('owner');
      const answers = await Promise.all([
        setRole(owner, { organizationId: householdId, userId: coOwner.uid, role: 'member' }),
        setRole(coOwner, { organizationId: householdId, userId: owner.uid, role: 'member' }),
      ]);
      // The loser is refused as no longer an owner, or as demoting the last one.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.toBeOneOf([403, 409])]);
      const roles = await Promise.all([owner, coOwner].map(async (account) => (await userData(account.uid)).organizations[householdId].role as string));
      expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
      const rows = await rowsOf(householdId);
      expect([owner, coOwner].map((account) => rows[account.uid]?.role)).toEqual(roles);
    }
  });
});

describe('POST /api/households/members/remove', () => {
  it('removes the membership and the row; a member whose default was elsewhere keeps it', async () => {
    const { owner, member, organizationId: householdId } = await householdWith('member');

    const response = await remove(owner, { organizationId: householdId, userId: member.uid });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const user = await userData(member.uid);
    expect(user.organizations[householdId]).toBeUndefined();
    expect(user.defaultOrganizationId).toBe(member.organizationId);
    expect(Object.keys(await rowsOf(householdId))).toEqual([owner.uid]);
  });

  it('moves the removed member to another household of theirs that still exists', async () => {
    const { owner, member, organizationId: householdId } = await householdWith('member');
    // A membership of a household deleted since is skipped.
    await firestore.doc(`users/${member.uid}`).update({ 'organizations.deleted-household': { organizationId: 'deleted-household', role: 'owner' }, defaultOrganizationId: householdId });

    expect((await remove(owner, { organizationId: householdId, userId: member.uid })).status).toBe(200);

    const user = await userData(member.uid);
    expect(user.defaultOrganizationId).toBe(member.organizationId);
    expect(Object.keys(user.organizations).sort()).toEqual(['deleted-household', member.organizationId].sort());
  });

  it("sets up a new 'Foyer de {first name}' for a member removed from their only household", async () => {
    const { owner, member, organizationId: householdId } = await householdWith('viewer');
    await firestore.doc(`users/${member.uid}`).update({ organizations: { [householdId]: { organizationId: householdId, role: 'viewer', joinedAt: Timestamp.now() } }, defaultOrganizationId: householdId });

    expect((await remove(owner, { organizationId: householdId, userId: member.uid })).status).toBe(200);

    const user = await userData(member.uid);
    const newId = user.defaultOrganizationId as string;
    expect(newId).not.toBe(householdId);
    expect(user.organizations).toEqual({ [newId]: { organizationId: newId, role: 'owner', joinedAt: expect.any(Timestamp) } });
    expect(await householdData(newId)).toMatchObject({
      name: 'Foyer de Bruno',
      creatorId: member.uid,
      numberOfPersons: 1,
      weekStartDay: 1,
      members: [{ userId: member.uid, email: member.email, name: 'Bruno Durand', role: 'owner', invitationAccepted: true, joinedAt: expect.any(Timestamp) }],
    });
    const cookbook = (await firestore.doc(`cookbooks/${newId}`).get()).data();
    expect(Object.values(cookbook?.tags ?? {}).map((tag) => (tag as { name: string }).name).sort()).toEqual(['Favoris', 'NiooChefs']);
  });

  it("withdraws a pending invitation: its row and its invite go, the invitee's own households stay as they were", async () => {
    const owner = await signUp('Famille Martin');
    const invitee = await signUp('Foyer de Bruno', 'Bruno Durand', 'withdrawn');
    const { inviteId } = (await (await add(owner, { organizationId: owner.organizationId, email: invitee.email, role: 'member' })).json()) as { inviteId: string };
    const before = await userData(invitee.uid);

    const response = await remove(owner, { organizationId: owner.organizationId, userId: invitee.uid });
    expect(response.status).toBe(200);

    expect(Object.keys(await rowsOf(owner.organizationId))).toEqual([owner.uid]);
    expect((await firestore.doc(`organizationInvites/${inviteId}`).get()).exists).toBe(false);
    const after = await userData(invitee.uid);
    expect(after.organizations).toEqual(before.organizations);
    expect(after.defaultOrganizationId).toBe(invitee.organizationId);
  });

  it("refuses the caller's own row, a non-member, the last owner and non-owners", async () => {
    const { owner, member, organizationId: householdId } = await householdWith('member');
    const stranger = await signUp('Famille Extérieure', 'Sam Dehors', 'outsider');
    const administrator = await asAdmin(await signUp('Foyer admin', 'Ada Admin', 'admin'));

    await expectRefused(await remove(owner, { organizationId: householdId, userId: owner.uid }), 'self');
    await expectRefused(await remove(owner, { organizationId: householdId, userId: stranger.uid }), 'notMember');
    await expectRefused(await remove(administrator, { organizationId: householdId, userId: owner.uid }), 'lastOwner');
    await expectRefused(await remove(member, { organizationId: householdId, userId: owner.uid }), 'forbidden');
    await expectRefused(await remove(stranger, { organizationId: householdId, userId: member.uid }), 'forbidden');
    expect(Object.keys(await rowsOf(householdId)).sort()).toEqual([owner.uid, member.uid].sort());

    expect((await remove(administrator, { organizationId: householdId, userId: member.uid })).status).toBe(200);
  });

  it('never leaves the household without an owner when two owners remove each other at once', async () => {
    const { owner, member: coOwner, organizationId: householdId } = await householdWith('owner');
    const answers = await Promise.all([remove(owner, { organizationId: householdId, userId: coOwner.uid }), remove(coOwner, { organizationId: householdId, userId: owner.uid })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.toBeOneOf([403, 409])]);
    const rows = Object.values(await rowsOf(householdId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('owner');
  });
});
