import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../accounts/account-limits';

/** The template of POST /api/email/send that mails a grocery list's share link (spec B §7). */
export const SHARE_LIST_TEMPLATE = 'share-list';

/** Longer than any id Firestore generates (20 characters) or the app writes. */
const LIST_ID_MAX_LENGTH = 128;

/** The one recipient of the share mail (spec B §5, "Share e-mail"): required, an address. */
const shareRecipientSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  // The length is checked first so an oversized string never reaches the address pattern.
  .max(EMAIL_MAX_LENGTH, { error: 'emailTooLong' })
  .pipe(z.email({ error: 'invalidEmail' }));

/**
 * The template's parameters: who receives the mail and which list. Everything else in the mail
 * (link, names, sender) the server reads from its own data (DESIGN.md §3, no open relay).
 */
export const shareListEmailParamsSchema = z.object({
  to: shareRecipientSchema,
  listId: z.string().min(1, { error: 'required' }).max(LIST_ID_MAX_LENGTH),
});

export type ShareListEmailParams = z.infer<typeof shareListEmailParamsSchema>;

/** The e-mail dialog's form: the recipient, checked as the server checks it. */
export const shareListEmailFormSchema = shareListEmailParamsSchema.pick({ to: true });

export type ShareListEmailForm = z.infer<typeof shareListEmailFormSchema>;
