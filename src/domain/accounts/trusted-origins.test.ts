import { describe, expect, it } from 'vitest';
import { trustedMarketingOrigins } from './trusted-origins';

describe('trustedMarketingOrigins', () => {
  it('derives the https bare and www origins from a bare host', () => {
    expect(trustedMarketingOrigins('nioo.fr')).toEqual(['https://nioo.fr', 'https://www.nioo.fr']);
  });

  it('gives the same pair when the www form is configured', () => {
    expect(trustedMarketingOrigins('www.nioo.fr')).toEqual(['https://nioo.fr', 'https://www.nioo.fr']);
  });

  it('keeps the scheme and port of a full origin, dropping any path', () => {
    expect(trustedMarketingOrigins('http://localhost:4321/landing')).toEqual(['http://localhost:4321', 'http://www.localhost:4321']);
  });

  it('trusts nothing when the setting is not an origin', () => {
    expect(trustedMarketingOrigins('http://')).toEqual([]);
  });
});
