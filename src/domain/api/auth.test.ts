import { describe, expect, it } from 'vitest';
import { googleSignUpEndpoint, signUpEndpoint, verifyEmailEndpoint } from './auth';
import { emailSendEndpoint } from './email';
import { apiErrorBodySchema } from './error-body';

describe('API endpoints', () => {
  it('retries only the Google set-up, which the server applies once whatever the number of calls', () => {
    expect(googleSignUpEndpoint.retry).toBe(true);
    expect([signUpEndpoint, verifyEmailEndpoint, emailSendEndpoint].map((endpoint) => endpoint.retry)).toEqual([false, false, false]);
  });

  it('asks for the bearer token only where the server checks one', () => {
    expect(emailSendEndpoint.bearer).toBe(true);
    expect([signUpEndpoint, verifyEmailEndpoint, googleSignUpEndpoint].map((endpoint) => endpoint.bearer)).toEqual([false, false, false]);
  });

  it('refuses a verification link without its token or its address, with the Required code', () => {
    const result = verifyEmailEndpoint.request.safeParse({ email: ' a@b.test ', token: '  ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });

  it('takes a Google set-up without household details, and refuses a household name over 80 characters', () => {
    expect(googleSignUpEndpoint.request.parse({ idToken: 't0k' })).toEqual({ idToken: 't0k' });
    const result = googleSignUpEndpoint.request.safeParse({ idToken: 't0k', organizationName: 'F'.repeat(81) });
    expect(result.error?.issues[0]?.message).toBe('householdNameTooLong');
    const broken = googleSignUpEndpoint.request.safeParse({ idToken: 't0k', organizationName: 'Cal\r\nEND:VCALENDAR\r\nX-EVIL:1' });
    expect(broken.error?.issues[0]?.message).toBe('singleLine');
  });

  it('reads the answers the server sends', () => {
    expect(googleSignUpEndpoint.response.parse({ success: true, created: false })).toEqual({ success: true, created: false });
    expect(apiErrorBodySchema.parse({ message: 'Connexion Google invalide. Veuillez réessayer.', code: 'api.google.invalidToken' })).toEqual({
      message: 'Connexion Google invalide. Veuillez réessayer.',
      code: 'api.google.invalidToken',
    });
    expect(apiErrorBodySchema.parse({ message: 'Not found' })).toEqual({ message: 'Not found' });
  });
});
