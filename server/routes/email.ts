import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { EmailTemplates } from '../emails/templates.ts';
import { messages, validationMessage } from '../messages.ts';
import { parseJsonBody } from '../middleware/json-body.ts';
import { requireUser, type UserEnv } from '../middleware/require-user.ts';
import type { Mailer } from '../services/mail.ts';
import { rateLimiter } from '../services/rate-limiter.ts';

export interface EmailRouteDeps {
  auth: Auth;
  firestore: Firestore;
  mailer: Mailer;
  appOrigin: string;
  templates: EmailTemplates;
  /** Mails one user may send per window. */
  rateLimit?: { limit: number; windowMs: number };
}

const requestSchema = z.object({ template: z.string().min(1, { error: 'required' }), params: z.unknown().optional() });

/** POST /api/email/send: a signed-in user asks the server to send one of its templates. */
export function emailRoutes({ auth, firestore, mailer, appOrigin, templates, rateLimit = { limit: 20, windowMs: 60 * 60 * 1_000 } }: EmailRouteDeps) {
  const limiter = rateLimiter(rateLimit);

  return new Hono<UserEnv>().post('/api/email/send', requireUser(auth), async (c) => {
    const { uid } = c.get('user');
    if (!limiter.hit(uid)) throw new HTTPException(429, { message: messages.email.rateLimited });

    const request = await parseJsonBody(c, requestSchema);
    const template = Object.hasOwn(templates, request.template) ? templates[request.template] : undefined;
    if (!template) throw new HTTPException(400, { message: messages.email.unknownTemplate });

    const params = template.params.safeParse(request.params ?? {});
    if (!params.success) throw new HTTPException(400, { message: validationMessage(params.error.issues[0]?.message) });

    const message = await template.build(params.data, { firestore, uid, appOrigin });
    if (!message) throw new HTTPException(403, { message: messages.email.forbidden });
    await mailer.send(message);
    return c.json({ success: true });
  });
}
