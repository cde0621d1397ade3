import { describe, expect, it } from 'vitest';
import { frenchText, isLocaleKey } from './locale-key';

describe('locale keys', () => {
  it('knows the keys of a message, not those of a group nor unknown ones', () => {
    expect(isLocaleKey('signup.errors.emailInUse')).toBe(true);
    expect(isLocaleKey('signup.errors')).toBe(false);
    expect(isLocaleKey('signup.errors.nope')).toBe(false);
    expect(isLocaleKey('constructor')).toBe(false);
    expect(isLocaleKey('')).toBe(false);
  });

  it('gives the French text of a key', () => {
    expect(frenchText('api.verification.used')).toBe('Ce lien de vérification a déjà été utilisé. Vous pouvez vous connecter.');
  });
});
