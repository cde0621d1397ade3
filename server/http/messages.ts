import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { frenchText, isLocaleKey, type LocaleKey } from '../../src/locales/locale-key.ts';

/**
 * A refusal in the spec's words. The API answers in French, taken from the app's locale file so
 * the form and the server never disagree on a message, and names the message by its locale key
 * (the body's `code`) so the app can show it in the user's language.
 */
export class ApiRefusal extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly key: LocaleKey,
  ) {
    super(status, { message: frenchText(key) });
  }
}

/** The key of a domain validation code, 'Required' for one the locale does not know. */
export function validationKey(code: string | undefined): LocaleKey {
  const key = `validation.${code ?? ''}`;
  return isLocaleKey(key) ? key : 'validation.required';
}
