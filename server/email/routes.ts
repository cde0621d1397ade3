import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import { emailSendEndpoint } from '@domain/api/email.ts';
import type { EndpointResponse } from '@domain/api/endpoint.ts';
import type { EmailTemplates } from './templates.ts';
import { ApiRefusal, validationKey } from '../http/messages.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { requireUser, requireVerifiedEmail, type UserEnv } from '../http/require-user.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';

export interface EmailRouteDeps {
  auth: Auth;
  firestore: Firestore;
  mailer: Mailer;
  appOrigin: string;
  templates: EmailTemplates;
  /** Mails one user may send. */
  limiter: RateLimiter;
}

/** POST /api/email/send: a signed-in user with a verified address asks the server to send one of its templates. */
export function emailRoutes({ auth, firestore, mailer, appOrigin, templates, limiter }: EmailRouteDeps) {
  return new Hono<UserEnv>().post(emailSendEndpoint.path, requireUser(auth), requireVerifiedEmail(), async (c) => {
    const { uid, admin } = c.get('user');
    await enforceRateLimit(limiter, uid, 'api.email.rateLimited');

    const request = await parseJsonBody(c, emailSendEndpoint.request);
    const template = Object.hasOwn(templates, request.template) ? templates[request.template] : undefined;
    if (!template) throw new ApiRefusal(400, 'api.email.unknownTemplate');

    const params = template.params.safeParse(request.params ?? {});
    if (!params.success) throw new ApiRefusal(400, validationKey(params.error.issues[0]?.message));

    const message = await template.build(params.data, { firestore, uid, admin: admin === true, appOrigin });
    if (!message) throw new ApiRefusal(403, 'api.email.forbidden');
    await mailer.send(message);
    return c.json({ success: true } satisfies EndpointResponse<typeof emailSendEndpoint>);
  });
}
