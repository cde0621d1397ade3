import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import { frenchText, type LocaleKey } from '../../src/locales/locale-key.ts';
import { findLocalPlan, localPlans } from './local-plans.ts';
import type { LocalCheckoutSession, LocalSubscription } from './local-store.ts';

// The local provider's two pages, in French like the app: plain HTML forms, no script, so they
// work with any browser and every field has its label. Text comes from the locale files.

type Page = ReturnType<typeof html>;

/** A French message with its {{name}} placeholders filled (the page escapes the result). */
export function text(key: LocaleKey, values: Readonly<Record<string, string>> = {}): string {
  return frenchText(key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const formatDate = (seconds: number) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(seconds * 1000));

const style = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f6f7f5; color: #1f2421; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
h1 { font-size: 1.5rem; margin-top: 0; }
h2 { font-size: 1.125rem; }
.notice { background: #fff7d6; padding: 0.5rem 0.75rem; border-radius: 0.5rem; }
.hint { color: #4a514d; font-size: 0.875rem; }
.error { color: #9b1c1c; background: #fdecec; padding: 0.5rem 0.75rem; border-radius: 0.5rem; font-weight: 600; }
.status { color: #1d5c2e; background: #e6f4ea; padding: 0.5rem 0.75rem; border-radius: 0.5rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; border: 1px solid #6b726e; border-radius: 0.375rem; }
button { font: inherit; margin-top: 0.75rem; padding: 0.5rem 1rem; border: 0; border-radius: 0.375rem; background: #1d6b3a; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1d6b3a; border: 1px solid #1d6b3a; }
:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
form { margin: 1rem 0; }
a { color: #1d5c9b; }
`;

/** The pages' Content-Security-Policy: their one inline style by its hash, forms posting back here. */
export function pageSecurityPolicy(appOrigin: string): string {
  const styleHash = createHash('sha256').update(style).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action 'self' ${appOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function layout(title: string, body: Page): Page {
  return html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${raw(style)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The card number field, with its hint and, after a refusal, the message it is described by. */
function cardField(error: string | null): Page {
  const describedBy = error ? 'card-error card-hint' : 'card-hint';
  return html`${error ? html`<p id="card-error" class="error" role="alert">${error}</p>` : ''}
<label for="card">${text('payments.local.cardNumber')}</label>
<input id="card" name="card" type="text" inputmode="numeric" autocomplete="cc-number" required aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}>
<p id="card-hint" class="hint">${text('payments.local.cardHint')}</p>`;
}

function priceLine(amount: string, interval: string | undefined): string {
  if (interval === 'year') return text('payments.local.perYear', { amount });
  if (interval === 'month') return text('payments.local.perMonth', { amount });
  return amount;
}

export type CardError = 'declined' | 'invalid';

const cardErrorKeys: Readonly<Record<CardError, LocaleKey>> = {
  declined: 'payments.local.declined',
  invalid: 'payments.local.invalidCard',
};

export function checkoutPage(sessionId: string, session: LocalCheckoutSession, error: CardError | null): Page {
  const amount = formatAmount(session.amount, session.currency);
  const heading = session.mode === 'subscription' ? text('payments.local.checkout.subscription', { plan: session.productName }) : session.productName;
  return layout(
    text('payments.local.checkout.title'),
    html`<h1>${text('payments.local.checkout.heading')}</h1>
<p class="notice">${text('payments.local.notice')}</p>
<h2>${heading}</h2>
<p>${priceLine(amount, session.recurring?.interval)}</p>
<form method="post" action="/payments/local/checkout/${sessionId}">
${cardField(error ? text(cardErrorKeys[error]) : null)}
<button type="submit">${text('payments.local.checkout.pay', { amount })}</button>
</form>
<p><a href="${session.cancelUrl}">${text('payments.local.checkout.cancel')}</a></p>`,
  );
}

/** A checkout that is over, or a link that never was one: said in a sentence, with the way back when known. */
export function checkoutClosedPage(message: LocaleKey, backUrl: string | null): Page {
  return layout(
    text('payments.local.checkout.title'),
    html`<h1>${text('payments.local.checkout.heading')}</h1>
<p class="error" role="alert">${text(message)}</p>
${backUrl ? html`<p><a href="${backUrl}">${text('payments.local.checkout.cancel')}</a></p>` : ''}`,
  );
}

export type PortalNotice = 'cardChanged' | 'canceled' | 'reactivated' | 'planChanged';

/** What the portal refuses: a card, or a plan it does not offer. */
export type PortalError = CardError | 'unknownPlan';

/** Every recurring price of the catalogue but the subscription's own: the plans the portal switches to. */
function planChoices(subscription: LocalSubscription, action: string, error: PortalError | null): Page {
  const currentPrice = subscription.items.data[0]?.price.id;
  const choices = localPlans.flatMap((plan) => plan.prices.filter((price) => price.recurring && price.id !== currentPrice).map((price) => ({ plan, price })));
  return html`<h2>${text('payments.local.portal.changePlan')}</h2>
${error === 'unknownPlan' ? html`<p class="error" role="alert">${text('payments.local.portal.unknownPlan')}</p>` : ''}
${choices.map(
  ({ plan, price }) => html`<form method="post" action="${action}"><input type="hidden" name="price" value="${price.id}"><button type="submit" class="secondary">${text('payments.local.portal.switchTo', {
    plan: plan.name,
    price: priceLine(formatAmount(price.unit_amount, price.currency), price.recurring?.interval),
  })}</button></form>`,
)}`;
}

function subscriptionSummary(subscription: LocalSubscription): Page {
  const item = subscription.items.data[0];
  const card = subscription.default_payment_method?.card;
  const end = item?.current_period_end;
  const period = end === undefined ? '' : text(subscription.cancel_at_period_end ? 'billing.status.endsOn' : 'billing.status.renewsOn', { date: formatDate(end) });
  const plan = item ? (findLocalPlan(item.price.product)?.name ?? item.price.product) : '';
  return html`<h2>${text('payments.local.portal.plan', { plan })}</h2>
<p>${item ? priceLine(formatAmount(item.price.unit_amount, item.price.currency), item.price.recurring?.interval) : ''}</p>
<p>${period}</p>
<p>${card ? text('billing.status.card', { brand: card.brand, last4: card.last4 }) : text('payments.local.portal.noCard')}</p>`;
}

export function portalPage(portalSessionId: string, returnUrl: string, subscription: LocalSubscription | null, notice: PortalNotice | null, error: PortalError | null): Page {
  const action = (path: string) => `/payments/local/portal/${portalSessionId}/${path}`;
  const cardError = error === 'declined' || error === 'invalid' ? error : null;
  const body = subscription
    ? html`${subscriptionSummary(subscription)}
<form method="post" action="${action('card')}">
<h2>${text('payments.local.portal.changeCard')}</h2>
${cardField(cardError ? text(cardErrorKeys[cardError]) : null)}
<button type="submit">${text('payments.local.portal.saveCard')}</button>
</form>
${
  subscription.cancel_at_period_end
    ? html`<form method="post" action="${action('reactivate')}"><button type="submit">${text('payments.local.portal.reactivate')}</button></form>`
    : html`<form method="post" action="${action('cancel')}"><button type="submit" class="secondary">${text('payments.local.portal.cancel')}</button></form>`
}
${planChoices(subscription, action('plan'), error)}`
    : html`<p>${text('payments.local.portal.noSubscription')}</p>`;
  return layout(
    text('payments.local.portal.title'),
    html`<h1>${text('payments.local.portal.heading')}</h1>
<p class="notice">${text('payments.local.notice')}</p>
${notice ? html`<p class="status" role="status">${text(`payments.local.portal.${notice}`)}</p>` : ''}
${body}
<p><a href="${returnUrl}">${text('payments.local.portal.back')}</a></p>`,
  );
}

export function portalClosedPage(): Page {
  return layout(
    text('payments.local.portal.title'),
    html`<h1>${text('payments.local.portal.heading')}</h1>
<p class="error" role="alert">${text('payments.local.portal.closed')}</p>`,
  );
}
