import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { frenchText } from '../../src/locales/locale-key.ts';

/**
 * Refuses a POST whose body is not declared JSON, before it is read. A cross-site HTML form
 * can POST text/plain, form-encoded or multipart bodies without a CORS preflight, but never
 * application/json: this is what makes the API unreachable from another site's form.
 * `formPaths` are the prefixes of pages that post their own forms (the local payment pages),
 * where a session id in the path, not the body's type, is what proves the caller.
 */
export function requireJsonPosts(formPaths: readonly string[] = []) {
  return createMiddleware(async (c, next) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
    const isFormPage = formPaths.some((prefix) => c.req.path.startsWith(prefix));
    if (c.req.method === 'POST' && mediaType !== 'application/json' && !isFormPage) {
      throw new HTTPException(415, { message: frenchText('api.jsonOnly') });
    }
    await next();
  });
}
