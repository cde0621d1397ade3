import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';

/**
 * Refuses a POST whose body is not declared JSON, before it is read. A cross-site HTML form
 * can POST text/plain, form-encoded or multipart bodies without a CORS preflight, but never
 * application/json: this is what makes the API unreachable from another site's form.
 */
export function requireJsonPosts() {
  return createMiddleware(async (c, next) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (c.req.method === 'POST' && mediaType !== 'application/json') {
      throw new HTTPException(415, { message: 'Content-Type must be application/json' });
    }
    await next();
  });
}
