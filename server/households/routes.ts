import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import type { EndpointResponse } from '@domain/api/endpoint.ts';
import { acceptInviteEndpoint, addMemberEndpoint, changeMemberRoleEndpoint, removeMemberEndpoint } from '@domain/api/households.ts';
import { invitationTemplate } from '../email/invitation-template.ts';
import { ApiRefusal } from '../http/messages.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { requireUser, requireVerifiedEmail, type UserEnv } from '../http/require-user.ts';
import { callerOf, managedHousehold, type Caller } from './household-access.ts';
import { acceptInvite } from './invite-accept.ts';
import type { Mailer } from '../email/mail.ts';
import { addMember } from './member-add.ts';
import { removeMember } from './member-removal.ts';
import { changeMemberRole } from './member-role.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';

export interface HouseholdRouteDeps {
  auth: Auth;
  firestore: Firestore;
  mailer: Mailer;
  appOrigin: string;
  /** Members one user may add (each addition sends a mail). */
  addLimiter: RateLimiter;
}

/** The uid of the account with this (lower-cased) address, or null when there is none. */
async function accountWithEmail(auth: Auth, email: string): Promise<string | null> {
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && error.code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * POST /api/households/members/add, /role, /remove and /api/invites/accept (spec A §4 and §8,
 * DESIGN.md §3): every membership write, each applied in one Admin SDK transaction by the
 * services it calls, for signed-in users with a verified address.
 */
export function householdRoutes({ auth, firestore, mailer, appOrigin, addLimiter }: HouseholdRouteDeps) {
  /** The invitation mail of a new invite; a failure is the caller's to report, the invite stands. */
  async function sendInvitation(caller: Caller, inviteId: string): Promise<boolean> {
    try {
      const message = await invitationTemplate.build({ inviteId }, { firestore, uid: caller.uid, admin: caller.admin, appOrigin });
      if (!message) return false;
      await mailer.send(message);
      return true;
    } catch (error) {
      console.error(`Invitation e-mail of ${inviteId} not sent:`, error);
      return false;
    }
  }

  return new Hono<UserEnv>()
    .use('/api/households/*', requireUser(auth), requireVerifiedEmail())
    .use('/api/invites/*', requireUser(auth), requireVerifiedEmail())

    .post(addMemberEndpoint.path, async (c) => {
      const caller = callerOf(c.get('user'));
      // Counted before anything is read: each call may mail, and says whether an address has an account.
      await enforceRateLimit(addLimiter, caller.uid);
      const { organizationId: householdId, email, role } = await parseJsonBody(c, addMemberEndpoint.request);
      // Only those who may add members learn whether an address has an account; the transaction
      // below checks again, on what it reads.
      await managedHousehold((...refs) => firestore.getAll(...refs), firestore, caller, householdId);
      const uid = await accountWithEmail(auth, email);
      if (uid === null) throw new ApiRefusal(404, 'household.members.errors.userNotFound');
      const inviteId = await addMember(firestore, caller, { organizationId: householdId, invitee: { uid, email }, role });
      const emailSent = await sendInvitation(caller, inviteId);
      return c.json({ success: true, inviteId, emailSent } satisfies EndpointResponse<typeof addMemberEndpoint>, 201);
    })

    .post(changeMemberRoleEndpoint.path, async (c) => {
      const request = await parseJsonBody(c, changeMemberRoleEndpoint.request);
      await changeMemberRole(firestore, callerOf(c.get('user')), request);
      return c.json({ success: true } satisfies EndpointResponse<typeof changeMemberRoleEndpoint>);
    })

    .post(removeMemberEndpoint.path, async (c) => {
      const request = await parseJsonBody(c, removeMemberEndpoint.request);
      await removeMember(firestore, callerOf(c.get('user')), request);
      return c.json({ success: true } satisfies EndpointResponse<typeof removeMemberEndpoint>);
    })

    .post(acceptInviteEndpoint.path, async (c) => {
      const { inviteId } = await parseJsonBody(c, acceptInviteEndpoint.request);
      const user = c.get('user');
      const householdId = await acceptInvite(firestore, { uid: user.uid, email: user.email }, inviteId);
      return c.json({ success: true, organizationId: householdId } satisfies EndpointResponse<typeof acceptInviteEndpoint>);
    });
}
