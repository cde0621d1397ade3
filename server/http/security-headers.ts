import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers of every API answer, errors included (Hono turns thrown errors and 404s into
 * responses inside the middleware chain, so these run after them). Answers are JSON for
 * scripts: nothing may sniff, frame, embed or cache them, and following a link from one
 * has no page to leak, hence no-referrer rather than strict-origin-when-cross-origin.
 */
export function securityHeaders() {
  const secure = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    // A route serving a page (the local payment pages) sets a policy fitting its HTML.
    overwrite: false,
  });
  const noStore = createMiddleware(async (c, next) => {
    await next();
    // Answers carry personal data or one-time results; none may be kept by a browser or proxy.
    // Only a successful calendar feed says otherwise (private: its subscriber's app alone keeps it).
    if (!(c.res.ok || c.res.status === 304) || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  return [secure, noStore] as const;
}
