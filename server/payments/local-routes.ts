import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { checkoutClosedPage, checkoutPage, pageSecurityPolicy, portalClosedPage, portalPage, type PortalNotice } from './local-pages.ts';
import type { LocalProvider } from './local-provider.ts';

/** Where the local pages live; their forms post back under it (server/app.ts lets their bodies through). */
export const LOCAL_PAYMENT_PAGES = '/payments/local/';

const portalNotices: readonly PortalNotice[] = ['cardChanged', 'canceled', 'reactivated', 'planChanged'];

async function typedCard(c: Context): Promise<string> {
  const body = await c.req.parseBody();
  return typeof body.card === 'string' ? body.card : '';
}

/**
 * The local provider's checkout and portal pages (DESIGN.md §3, Payments), reached on the app's
 * origin through its /payments proxy. A session id in the address is the capability, as a
 * Stripe Checkout or portal link is; each form posts back to its own page and answers with a
 * redirect (303) once done, so a reload never pays twice.
 */
export function localPaymentRoutes({ provider, appOrigin }: { provider: LocalProvider; appOrigin: string }) {
  const policy = pageSecurityPolicy(appOrigin);
  const page = (c: Context, body: Parameters<Context['html']>[0], status: ContentfulStatusCode = 200) => {
    c.header('Content-Security-Policy', policy);
    return c.html(body, status);
  };
  const portalAddress = (id: string, notice: PortalNotice) => `${LOCAL_PAYMENT_PAGES}portal/${encodeURIComponent(id)}?done=${notice}`;

  async function setCancelAtPeriodEnd(c: Context, cancel: boolean) {
    const id = c.req.param('sessionId') ?? '';
    const view = await provider.portal(id);
    if (!view) return page(c, portalClosedPage(), 410);
    if (view.subscription) await provider.setCancelAtPeriodEnd(view.subscription.id, cancel);
    return c.redirect(portalAddress(id, cancel ? 'canceled' : 'reactivated'), 303);
  }

  return new Hono()
    .get(`${LOCAL_PAYMENT_PAGES}checkout/:sessionId`, async (c) => {
      const id = c.req.param('sessionId');
      const found = await provider.checkoutSession(id);
      if (!found) return page(c, checkoutClosedPage('payments.local.checkout.notFound', null), 404);
      if (!found.open) return page(c, checkoutClosedPage('payments.local.checkout.closed', found.session.cancelUrl), 410);
      return page(c, checkoutPage(id, found.session, null));
    })

    .post(`${LOCAL_PAYMENT_PAGES}checkout/:sessionId`, async (c) => {
      const id = c.req.param('sessionId');
      const result = await provider.pay(id, await typedCard(c));
      switch (result.kind) {
        case 'paid':
          return c.redirect(result.redirect, 303);
        case 'notFound':
          return page(c, checkoutClosedPage('payments.local.checkout.notFound', null), 404);
        case 'closed':
          return page(c, checkoutClosedPage('payments.local.checkout.closed', result.session.cancelUrl), 410);
        case 'declined':
          return page(c, checkoutPage(id, result.session, 'declined'), 402);
        case 'invalid':
          return page(c, checkoutPage(id, result.session, 'invalid'), 400);
      }
    })

    .get(`${LOCAL_PAYMENT_PAGES}portal/:sessionId`, async (c) => {
      const id = c.req.param('sessionId');
      const view = await provider.portal(id);
      if (!view) return page(c, portalClosedPage(), 410);
      const notice = portalNotices.find((known) => known === c.req.query('done')) ?? null;
      return page(c, portalPage(id, view.returnUrl, view.subscription, notice, null));
    })

    .post(`${LOCAL_PAYMENT_PAGES}portal/:sessionId/card`, async (c) => {
      const id = c.req.param('sessionId');
      const result = await provider.changeCard(id, await typedCard(c));
      if (result.kind === 'changed') return c.redirect(portalAddress(id, 'cardChanged'), 303);
      const view = await provider.portal(id);
      if (result.kind === 'closed' || !view) return page(c, portalClosedPage(), 410);
      return page(c, portalPage(id, view.returnUrl, view.subscription, null, result.kind), result.kind === 'declined' ? 402 : 400);
    })

    .post(`${LOCAL_PAYMENT_PAGES}portal/:sessionId/plan`, async (c) => {
      const id = c.req.param('sessionId');
      const body = await c.req.parseBody();
      const result = await provider.changePlan(id, typeof body.price === 'string' ? body.price : '');
      if (result === 'changed') return c.redirect(portalAddress(id, 'planChanged'), 303);
      const view = await provider.portal(id);
      if (result === 'closed' || !view) return page(c, portalClosedPage(), 410);
      return page(c, portalPage(id, view.returnUrl, view.subscription, null, 'unknownPlan'), 400);
    })

    .post(`${LOCAL_PAYMENT_PAGES}portal/:sessionId/cancel`, (c) => setCancelAtPeriodEnd(c, true))
    .post(`${LOCAL_PAYMENT_PAGES}portal/:sessionId/reactivate`, (c) => setCancelAtPeriodEnd(c, false));
}
