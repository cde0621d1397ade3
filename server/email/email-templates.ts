import { INVITATION_TEMPLATE } from '@domain/api/invitation-email.ts';
import { SHARE_LIST_TEMPLATE } from '@domain/api/share-list-email.ts';
import { invitationTemplate } from './invitation-template.ts';
import { shareListTemplate } from './share-list-template.ts';
import type { EmailTemplates } from './templates.ts';

/** The mails POST /api/email/send may send, by the name the app calls them. */
export const emailTemplates: EmailTemplates = {
  [SHARE_LIST_TEMPLATE]: shareListTemplate,
  [INVITATION_TEMPLATE]: invitationTemplate,
};
