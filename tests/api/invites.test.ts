import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { asAdmin, call, expectRefusal, householdAccess, joinDirectly, rowsOf, signUp, unverifiedIdToken, userData, type Account } from './household-accounts.ts';
import { admin, emailsReceivedBy, emailsTo } from './helpers.ts';

// POST /api/invites/accept (spec A §4, Invitation, and §8) and the 'invitation' template of
// POST /api/email/send, which mails an invite's link again.

const { firestore } = admin();
const DAY_MS = 24 * 60 * 60 * 1_000;

const accept = (caller: Account | null, inviteId: unknown) => call(caller, '/api/invites/accept', { inviteId });
const resend = (caller: Account, inviteId: string) => call(caller, '/api/email/send', { template: 'invitation', params: { inviteId } });

const refusals = {
  notFound: [404, 'invite.errors.notFound', "Cette invitation n'existe pas"],
  invalidData: [400, 'invite.errors.invalidData', "Données d'invitation invalides"],
  notPending: [409, 'invite.errors.notPending', "Cette invitation n'est plus valide"],
  expired: [410, 'invite.errors.expired', 'Cette invitation a expiré'],
  wrongAccount: [403, 'invite.errors.wrongAccount', 'Cette invitation ne correspond pas à votre compte'],
  householdGone: [404, 'invite.errors.householdGone', "L'organisation n'existe plus"],
} as const;

function expectRefused(response: Response, refusal: keyof typeof refusals) {
  const [status, code, message] = refusals[refusal];
  return expectRefusal(response, status, code, message);
}

/** An owner's household and an account they added through the API, with its invite. */
async function invited(role = 'member', householdName = 'Famille Martin') {
  const owner = await signUp(householdName, 'Camille Martin', 'owner');
  const invitee = await signUp('Foyer de Bruno', 'Bruno Durand', 'invitee');
  const response = await call(owner, '/api/households/members/add', { organizationId: owner.organizationId, email: invitee.email, role });
  expect(response.status).toBe(201);
  const { inviteId } = (await response.json()) as { inviteId: string };
  return { owner, invitee, inviteId, organizationId: owner.organizationId };
}

/** An invite written as another version of the app may have left it: no userId, and only the acceptance fields given. */
async function storedInvite(fields: Record<string, unknown>): Promise<string> {
  const ref = firestore.collection('organizationInvites').doc(randomBytes(16).toString('hex'));
  const createdAt = Timestamp.now();
  await ref.set({ status: 'pending', invitedBy: 'someone', createdAt, expiresAt: Timestamp.fromMillis(createdAt.toMillis() + 7 * DAY_MS), ...fields });
  return ref.id;
}

describe('POST /api/invites/accept', () => {
  it("joins at acceptance: the membership with the invite's role, the household current, the row accepted, the invite accepted", async () => {
    const { invitee, inviteId, organizationId: householdId } = await invited('viewer');
    expect((await userData(invitee.uid)).organizations[householdId]).toBeUndefined();
    expect(await householdAccess(invitee, householdId)).toEqual({ read: false, switchTo: false });

    const response = await accept(invitee, inviteId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, organizationId: householdId });

    const user = await userData(invitee.uid);
    expect(user.defaultOrganizationId).toBe(householdId);
    expect(user.organizations[householdId]).toEqual({ organizationId: householdId, role: 'viewer', joinedAt: expect.any(Timestamp) });
    const joinedAt = user.organizations[householdId].joinedAt as Timestamp;
    expect(Math.abs(joinedAt.toMillis() - Date.now())).toBeLessThan(60_000);
    expect(user.organizations[invitee.organizationId]).toMatchObject({ role: 'owner' });
    expect((await rowsOf(householdId))[invitee.uid]).toMatchObject({ role: 'viewer', invitationAccepted: true, joinedAt });
    expect(await householdAccess(invitee, householdId)).toEqual({ read: true, switchTo: true });
    const invite = (await firestore.doc(`organizationInvites/${inviteId}`).get()).data();
    expect(invite).toMatchObject({ status: 'accepted', acceptedAt: expect.any(Timestamp), updatedAt: expect.any(Timestamp) });
    expect(Math.abs(invite?.acceptedAt.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('keeps a role an owner set since the invite was made', async () => {
    const { owner, invitee, inviteId, organizationId: householdId } = await invited('member');
    expect((await call(owner, '/api/households/members/role', { organizationId: householdId, userId: invitee.uid, role: 'owner' })).status).toBe(200);

    expect((await accept(invitee, inviteId)).status).toBe(200);
    expect((await userData(invitee.uid)).organizations[householdId].role).toBe('owner');
    expect((await rowsOf(householdId))[invitee.uid]).toMatchObject({ role: 'owner', invitationAccepted: true });
  });

  it("joins with the invite's role through an invite made without its membership, matching the address ignoring case", async () => {
    const owner = await signUp('Famille Ancienne');
    const invitee = await signUp('Foyer de Jeanne', 'Jeanne Dupont', 'legacy');
    const inviteId = await storedInvite({ organizationId: owner.organizationId, email: invitee.email.toUpperCase(), role: 'member', invitedBy: owner.uid });

    expect((await accept(invitee, inviteId)).status).toBe(200);

    const user = await userData(invitee.uid);
    expect(user.defaultOrganizationId).toBe(owner.organizationId);
    expect(user.organizations[owner.organizationId]).toEqual({ organizationId: owner.organizationId, role: 'member', joinedAt: expect.any(Timestamp) });
    expect((await rowsOf(owner.organizationId))[invitee.uid]).toEqual({
      userId: invitee.uid,
      email: invitee.email,
      name: 'Jeanne Dupont',
      role: 'member',
      invitationAccepted: true,
      joinedAt: user.organizations[owner.organizationId].joinedAt,
    });
  });

  it('refuses a missing invite and one missing what acceptance needs', async () => {
    const owner = await signUp('Famille Incomplète');
    await expectRefused(await accept(owner, 'no-such-invite'), 'notFound');
    await expectRefused(await accept(owner, 'a/b'), 'notFound');
    const complete = { organizationId: owner.organizationId, email: owner.email, role: 'member' };
    for (const missing of Object.keys(complete)) {
      const fields = Object.fromEntries(Object.entries(complete).filter(([key]) => key !== missing));
      await expectRefused(await accept(owner, await storedInvite(fields)), 'invalidData');
    }
  });

  it('refuses an invite accepted already', async () => {
    const { invitee, inviteId } = await invited();
    expect((await accept(invitee, inviteId)).status).toBe(200);
    await expectRefused(await accept(invitee, inviteId), 'notPending');
  });

  it('refuses an expired invite, and leaves it pending', async () => {
    const { invitee, inviteId, organizationId: householdId } = await invited();
    await firestore.doc(`organizationInvites/${inviteId}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    await expectRefused(await accept(invitee, inviteId), 'expired');
    expect((await firestore.doc(`organizationInvites/${inviteId}`).get()).get('status')).toBe('pending');
    expect((await userData(invitee.uid)).defaultOrganizationId).not.toBe(householdId);
  });

  it("refuses another account's invite, by address or by account", async () => {
    const { owner, invitee, inviteId, organizationId: householdId } = await invited();
    const other = await signUp('Foyer tiers', 'Théo Tiers', 'other');
    await expectRefused(await accept(other, inviteId), 'wrongAccount');
    await expectRefused(await accept(owner, inviteId), 'wrongAccount');
    // Made for the address but for another account id: the address was given to someone else since.
    await firestore.doc(`organizationInvites/${inviteId}`).update({ userId: other.uid });
    await expectRefused(await accept(invitee, inviteId), 'wrongAccount');
    expect((await userData(other.uid)).organizations[householdId]).toBeUndefined();
  });

  it('refuses an invite whose household is gone', async () => {
    const { invitee, inviteId, organizationId: householdId } = await invited();
    await firestore.doc(`organizations/${householdId}`).delete();
    await expectRefused(await accept(invitee, inviteId), 'householdGone');
    expect((await userData(invitee.uid)).defaultOrganizationId).toBe(invitee.organizationId);
  });

  it('refuses an invitation withdrawn since: removing the pending row deletes its invite', async () => {
    const { owner, invitee, inviteId, organizationId: householdId } = await invited();
    expect((await call(owner, '/api/households/members/remove', { organizationId: householdId, userId: invitee.uid })).status).toBe(200);
    await expectRefused(await accept(invitee, inviteId), 'notFound');
    expect((await userData(invitee.uid)).organizations[householdId]).toBeUndefined();
    expect(Object.keys(await rowsOf(householdId))).toEqual([owner.uid]);
    expect(await householdAccess(invitee, householdId)).toEqual({ read: false, switchTo: false });
  });

  it('refuses an invite made for an account whose pending row is gone, though the invite stayed', async () => {
    const { owner, invitee, inviteId, organizationId: householdId } = await invited();
    await firestore.doc(`organizations/${householdId}`).update({ members: [(await rowsOf(householdId))[owner.uid]] });
    await expectRefused(await accept(invitee, inviteId), 'notPending');
    expect((await userData(invitee.uid)).organizations[householdId]).toBeUndefined();
  });

  it('refuses anonymous callers and unverified addresses', async () => {
    const { inviteId } = await invited();
    await expectRefusal(await accept(null, inviteId), 401, 'api.auth.required', 'Vous devez être connecté.');
    await expectRefusal(await accept({ idToken: await unverifiedIdToken() } as Account, inviteId), 403, 'api.auth.emailNotVerified', "Veuillez d'abord vérifier votre adresse email.");
    expect((await firestore.doc(`organizationInvites/${inviteId}`).get()).get('status')).toBe('pending');
  });
});

describe("POST /api/email/send, template 'invitation'", () => {
  const forbidden = { message: 'Vous ne pouvez pas envoyer cet email.', code: 'api.email.forbidden' };

  it("mails the invite's link again to the invited address, for an owner or an admin", async () => {
    const { owner, invitee, inviteId } = await invited('member', 'Famille Relance');
    await emailsTo(invitee.email);

    expect((await resend(owner, inviteId)).status).toBe(200);
    const administrator = await asAdmin(await signUp('Foyer admin', 'Ada Admin', 'admin'));
    expect((await resend(administrator, inviteId)).status).toBe(200);

    const mails = await emailsTo(invitee.email, { atLeast: 3 });
    expect(mails.map((mail) => mail.subject)).toEqual(Array(3).fill('Invitation à rejoindre le foyer « Famille Relance » sur Nioo'));
    expect(mails.every((mail) => mail.text.includes(`/organization/invite/${inviteId}`))).toBe(true);
  });

  it("refuses members who do not own the household, strangers and unknown invites alike", async () => {
    const { owner, invitee, inviteId, organizationId: householdId } = await invited();
    const member = await signUp('Foyer du membre', 'Marie Membre', 'member');
    await joinDirectly(member, householdId, 'member');
    await emailsTo(invitee.email);

    for (const caller of [member, invitee, await signUp('Famille Curieuse', 'Cyril Curieux', 'stranger')]) {
      const response = await resend(caller, inviteId);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbidden);
    }
    const unknown = await resend(owner, 'no-such-invite');
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toEqual(forbidden);
    expect(await emailsReceivedBy(invitee.email)).toHaveLength(1);
  });

  it('refuses an invite accepted already', async () => {
    const { owner, invitee, inviteId } = await invited();
    expect((await accept(invitee, inviteId)).status).toBe(200);
    await expectRefused(await resend(owner, inviteId), 'notPending');
  });
});
