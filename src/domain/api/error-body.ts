import { z } from 'zod';

/**
 * What the API service answers when it refuses a call: `message` in French (spec A §7: the
 * screens display it), and `code`, the locale key of that message, so the app can show it in
 * the user's language. Technical refusals (malformed body, unknown route) carry no code.
 */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
