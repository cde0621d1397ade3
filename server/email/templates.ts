import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { MailMessage } from './mail.ts';

export interface TemplateContext {
  firestore: Firestore;
  /** The signed-in caller. */
  uid: string;
  /** The caller's token carries the admin claim (DESIGN.md §3): they act as an owner of any household. */
  admin: boolean;
  appOrigin: string;
}

/**
 * A mail the product sends on a user's behalf. The server writes the whole message from its
 * own data: the caller names the template and its few parameters, never the HTML, the sender
 * or a free recipient, so /api/email/send cannot be used as an open relay (DESIGN.md §3).
 * `build` answers null when the caller may not send this mail.
 */
export interface EmailTemplate<S extends z.ZodType = z.ZodType> {
  params: S;
  build(params: z.output<S>, context: TemplateContext): Promise<MailMessage | null>;
}

/** Filled by the features that send mail (grocery-list sharing, invitations). */
export type EmailTemplates = Readonly<Record<string, EmailTemplate>>;
