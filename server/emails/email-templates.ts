import { SHARE_LIST_TEMPLATE } from '../../src/domain/api/share-list-email.ts';
import { shareListTemplate } from './share-list-template.ts';
import type { EmailTemplates } from './templates.ts';

/** The mails POST /api/email/send may send, by the name the app calls them. */
export const emailTemplates: EmailTemplates = {
  [SHARE_LIST_TEMPLATE]: shareListTemplate,
};
