import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emulatorOriginsFrom, sessionStartConnections } from '../../src/config/service-origins.ts';
import { readPorts } from '../stack/ports.ts';
import { webEnv } from '../stack/web-server.ts';
import { headersFor, sourceMatches } from './header-rules.ts';
import { marketingOrigins, securityHeaderRules } from './security-headers.ts';

/** A policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    return [name, sources];
  }));
}

const production = securityHeaderRules();
const policyOf = (path: string, rules = production) => directives(headersFor(path, rules)['Content-Security-Policy'] ?? '');

/** The documented production settings: the values a real deployment copies from .env.example. */
const example = Object.fromEntries(
  readFileSync(fileURLToPath(new URL('../../.env.example', import.meta.url)), 'utf8')
    .split('\n')
    .flatMap((line) => (/^\s*#/.test(line) || !line.includes('=') ? [] : [line.split('=').map((part) => part.trim())])),
) as Record<string, string>;

describe('the content security policy', () => {
  it('runs no inline or evaluated code and loads nothing over plain HTTP in production', () => {
    for (const path of ['/', '/recipes', '/auth-status']) {
      const policy = headersFor(path, production)['Content-Security-Policy'];
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|http:|ws:|\*(?!\.firebaseapp\.com)/);
      expect(policyOf(path)['object-src']).toEqual(["'none'"]);
    }
  });

  it('reaches the app itself and the Firebase services it uses, nothing else', () => {
    const policy = policyOf('/recipes');
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com', 'https://www.google.com/images/cleardot.gif']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it("allows the connections a member's page opens early: Auth's without credentials, then Firestore's with them", () => {
    expect(sessionStartConnections()).toEqual([
      { origin: 'https://identitytoolkit.googleapis.com', credentials: false },
      { origin: 'https://securetoken.googleapis.com', credentials: false },
      { origin: 'https://firestore.googleapis.com', credentials: true },
    ]);
    for (const { origin } of sessionStartConnections()) expect(policyOf('/meal-entries')['connect-src']).toContain(origin);
  });

  it('lets only the marketing site frame /auth-status, and nobody frame anything else', () => {
    expect(policyOf('/auth-status')['frame-ancestors']).toEqual([...marketingOrigins]);
    expect(headersFor('/auth-status', production)['X-Frame-Options']).toBeUndefined();
    for (const path of ['/', '/login', '/recipes/tarte-tatin', '/auth-status/extra', '/auth-statusx']) {
      expect(policyOf(path)['frame-ancestors']).toEqual(["'none'"]);
      expect(headersFor(path, production)['X-Frame-Options']).toBe('DENY');
    }
  });

  it('names the marketing site of the documented settings, whose help page the app embeds', () => {
    const host = example.VITE_MARKETING_ORIGIN;
    expect(marketingOrigins).toEqual([`https://${host}`, `https://www.${host}`]);
    expect(policyOf('/')['frame-src']).toContain(new URL(example.VITE_HELP_URL ?? '').origin);
  });
});

describe('a build for the local emulators', () => {
  const env = { VITE_USE_EMULATORS: 'true', VITE_AUTH_EMULATOR_PORT: '9299', VITE_FIRESTORE_EMULATOR_PORT: '8280', VITE_STORAGE_EMULATOR_PORT: '9399' };

  it('reaches the emulators where the local stack tells the app to look', () => {
    const ports = readPorts({ AUTH_PORT: '9299', FIRESTORE_PORT: '8280', STORAGE_PORT: '9399' });
    expect(emulatorOriginsFrom(webEnv(ports, true, {}))).toEqual({ auth: 'http://127.0.0.1:9299', firestore: 'http://127.0.0.1:8280', storage: 'http://127.0.0.1:9399' });
  });

  it('allows those origins on top of the production policy', () => {
    const policy = policyOf('/recipes', securityHeaderRules(emulatorOriginsFrom(env)));
    expect(policy['connect-src']).toEqual([...(policyOf('/recipes')['connect-src'] ?? []), 'http://127.0.0.1:9299', 'http://127.0.0.1:8280', 'http://127.0.0.1:9399']);
    expect(policy['img-src']).toContain('http://127.0.0.1:9399');
    expect(policy['frame-src']).toContain('http://127.0.0.1:9299');
  });

  it("opens the emulators' connections early, which the policy allows", () => {
    const emulators = emulatorOriginsFrom(env);
    expect(sessionStartConnections(emulators)).toEqual([
      { origin: 'http://127.0.0.1:9299', credentials: false },
      { origin: 'http://127.0.0.1:8280', credentials: true },
    ]);
    for (const { origin } of sessionStartConnections(emulators)) expect(policyOf('/meal-entries', securityHeaderRules(emulators))['connect-src']).toContain(origin);
  });

  it('is not the production build', () => {
    expect(emulatorOriginsFrom({ VITE_USE_EMULATORS: 'false' })).toBeUndefined();
    expect(emulatorOriginsFrom({})).toBeUndefined();
  });
});

describe('the other headers', () => {
  it('sends nosniff, the referrer policy and HSTS everywhere', () => {
    for (const path of ['/', '/auth-status', '/assets/index-abc.js']) {
      expect(headersFor(path, production)).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      });
    }
  });

  it('caches hashed bundles for a year and revalidates the page', () => {
    expect(headersFor('/assets/index-abc.js', production)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/recipes/new', '/favicon.svg']) expect(headersFor(path, production)['Cache-Control']).toBe('no-cache');
  });
});

describe('header rule sources', () => {
  it.each([
    ['**', '/anything/at/all', true],
    ['/auth-status', '/auth-status', true],
    ['/auth-status', '/auth-status/', true],
    ['/auth-status', '/auth-status/x', false],
    ['!/auth-status', '/auth-status', false],
    ['!/auth-status', '/', true],
    ['/assets/**', '/assets/a/b.js', true],
    ['/assets/**', '/assetsx/a.js', false],
    ['!/assets/**', '/recipes', true],
    ['/recette/*', '/recette/tarte', true],
    ['/recette/*', '/recette/tarte/edit', false],
    ['/recette/*', '/recette/', false],
    ['/subscriptions{,/**}', '/subscriptions', true],
    ['/subscriptions{,/**}', '/subscriptions/sub_1/cancel', true],
    ['/subscriptions{,/**}', '/subscriptionsx', false],
    ['!{/assets/**,/recipes}', '/recipes', false],
    ['!{/assets/**,/recipes}', '/recipes/new', true],
  ] as const)('%s matches %s: %s', (source, path, matches) => {
    expect(sourceMatches(source, path)).toBe(matches);
  });

  it('refuses a glob it would misread', () => {
    expect(() => sourceMatches('**/*.js', '/a.js')).toThrow(/Unsupported/);
  });

  it('never lets two rules set the same header on one path', () => {
    for (const path of ['/', '/recipes', '/auth-status', '/assets/index-abc.js']) {
      const names = production.filter((rule) => sourceMatches(rule.source, path)).flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});
