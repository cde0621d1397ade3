import { z } from 'zod';

/**
 * The template of POST /api/email/send that mails a household invitation again. The server
 * sends it itself when a member is added (POST /api/households/members/add); the caller names
 * only the invite, whose recipient, household and link the server reads (DESIGN.md §3).
 */
export const INVITATION_TEMPLATE = 'invitation';

export const invitationEmailParamsSchema = z.object({
  inviteId: z.string().trim().min(1, { error: 'required' }).max(128),
});

export type InvitationEmailParams = z.infer<typeof invitationEmailParamsSchema>;
