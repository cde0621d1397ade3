import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { EmailTemplates } from '../emails/templates.ts';
import { messages, validationMessage } from '../messages.ts';
import { parseJsonBody } from '../middleware/json-body.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, requireVerifiedEmail, type UserEnv } from '../middleware/require-user.ts';
import type { Mailer } from '../services/mail.ts';
import type { RateLimiter } from '../services/rate-limiter.ts';

export interface EmailRouteDeps {
  auth: Auth;
  firestore: Firestore;
  mailer: Mailer;
  appOrigin: string;
  templates: EmailTemplates;
  /** Mails one user may send. */
  limiter: RateLimiter;
}

const requestSchema = z.object({ template: z.string().min(1, { error: 'required' }), params: z.unknown().optional() });

/** POST /api/email/send: a signed-in user with a verified address asks the server to send one of its templates. */
export function emailRoutes({ auth, firestore, mailer, appOrigin, templates, limiter }: EmailRouteDeps) {
  return new Hono<UserEnv>().post('/api/email/send', requireUser(auth), requireVerifiedEmail(), async (c) => {
    const { uid } = c.get('user');
    await enforceRateLimit(limiter, uid, messages.email.rateLimited);

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
