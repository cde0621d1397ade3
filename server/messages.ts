import fr from '../src/locales/fr.json' with { type: 'json' };

/**
 * The API answers in French with the spec's own wording, taken from the app's locale file so
 * the form and the server never disagree on a message.
 */
export const messages = {
  validation: fr.validation,
  signup: fr.signup.errors,
  verification: fr.api.verification,
  google: fr.api.google,
  email: fr.api.email,
  auth: fr.api.auth,
  /** 429 of the rate limits on the unauthenticated endpoints. */
  rateLimited: fr.api.rateLimited,
} as const;

type ValidationCode = keyof typeof fr.validation;

/** The message of a domain validation code, 'Required' for one the locale does not know. */
export function validationMessage(code: string | undefined): string {
  return code && Object.hasOwn(fr.validation, code) ? fr.validation[code as ValidationCode] : fr.validation.required;
}
