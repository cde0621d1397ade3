import { z } from 'zod';
import { SHARED_LINE_KEY_MAX_LENGTH } from '../grocery/shared-line-columns';
import { defineEndpoint } from './endpoint';

/**
 * POST /api/shared-lists/{token}/ticks (DESIGN.md §3, "Shared list views hold no ids"): a
 * visitor holding a share link ticks or unticks one line of its page, signed in or not. The
 * service checks the link and the list, and writes the tick on the shared view and on the
 * household's list together. Retried: the same tick again changes nothing.
 */
export const sharedListTickEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/shared-lists/:token/ticks',
  request: z.object({
    lineKey: z.string({ error: 'required' }).min(1, { error: 'required' }).max(SHARED_LINE_KEY_MAX_LENGTH),
    checked: z.boolean({ error: 'required' }),
  }),
  response: z.object({ checked: z.boolean() }),
  bearer: false,
  retry: true,
});
