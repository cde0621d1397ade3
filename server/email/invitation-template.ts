import { z } from 'zod';
import { invitationEmailParamsSchema } from '@domain/api/invitation-email.ts';
import { collections } from '@domain/collections.ts';
import { isInviteExpired, householdInviteSchema } from '@domain/household/household-invite.ts';
import { ApiRefusal } from '../http/messages.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { managesHousehold } from '../households/household-access.ts';
import { rowName, textField } from '../households/member-rows.ts';
import { readDoc } from '../read-doc.ts';
import { senders } from './mail.ts';
import { invitationEmail } from './invitation-email.ts';
import type { EmailTemplate } from './templates.ts';

/**
 * 'invitation' (spec A §7 and §8): mails an invite's acceptance link to the address it was
 * made for, from the invitations sender. Only an owner of the invite's household (or an
 * admin) may have it sent; the caller names only the invite, and the recipient, the names and
 * the link come from the database and the server's config.
 */
export const invitationTemplate: EmailTemplate<typeof invitationEmailParamsSchema> = {
  params: invitationEmailParamsSchema,

  async build({ inviteId }, { firestore, uid, admin, appOrigin }) {
    if (!isPlainDocumentId(inviteId)) return null;
    const invite = readDoc(await firestore.collection(collections.organizationInvites).doc(inviteId).get(), householdInviteSchema);
    if (!invite || !isPlainDocumentId(invite.organizationId) || !isPlainDocumentId(invite.invitedBy)) return null;
    // One address, never a list: whatever the document holds, this template mails one person.
    if (!z.email().safeParse(invite.email).success) return null;

    const [caller, household, inviter] = await firestore.getAll(
      firestore.collection(collections.users).doc(uid),
      firestore.collection(collections.organizations).doc(invite.organizationId),
      firestore.collection(collections.users).doc(invite.invitedBy),
    );
    // An unknown invite and another household's invite get the same refusal: no one learns which ids exist.
    if (!managesHousehold({ uid, admin }, caller, invite.organizationId)) return null;
    if (!household?.exists) return null;
    if (invite.status !== 'pending') throw new ApiRefusal(409, 'invite.errors.notPending');
    if (isInviteExpired(invite, new Date())) throw new ApiRefusal(410, 'invite.errors.expired');

    const link = `${appOrigin}/organization/invite/${encodeURIComponent(inviteId)}`;
    const mail = invitationEmail({
      to: invite.email,
      householdName: textField(household, 'name'),
      inviterName: (inviter && rowName(inviter)) || textField(inviter, 'email'),
      link,
    });
    return { ...mail, from: senders.invitations };
  },
};
