import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { frenchText } from '../../src/locales/locale-key.ts';
import { ApiRefusal, validationKey } from './messages.ts';

/** Parses the JSON body with a domain schema; a 400 names the first problem in the spec's words. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HTTPException(400, { message: frenchText('api.invalidJson') });
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiRefusal(400, validationKey(result.error.issues[0]?.message));
  return result.data;
}
