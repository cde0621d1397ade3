import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The caller names one of the server's templates and its parameters, never the mail itself (DESIGN.md §3). */
export const emailSendRequestSchema = z.object({
  template: z.string().min(1, { error: 'required' }),
  params: z.unknown().optional(),
});

/** POST /api/email/send. Never retried: a lost answer may hide a mail already sent. */
export const emailSendEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/email/send',
  request: emailSendRequestSchema,
  response: z.object({ success: z.literal(true) }),
  bearer: true,
  retry: false,
});
