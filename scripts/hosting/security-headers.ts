import { googleOrigins, type EmulatorOrigins } from '../../src/config/service-origins.ts';
import type { HeaderRule } from './header-rules.ts';
import { serviceRoutes } from './service-routes.ts';

/**
 * The security headers of the hosted app: the one source firebase.json (write-firebase-headers.ts)
 * and `vite preview` (vite.config.ts) take them from. README.md "Security headers" explains them.
 */

/**
 * The marketing site (VITE_MARKETING_ORIGIN and its www. form): the only parent /auth-status
 * accepts, and the host of the help page the user menu embeds (VITE_HELP_URL).
 */
export const marketingOrigins = ['https://nioo.fr', 'https://www.nioo.fr'] as const;

const google = {
  ...googleOrigins,
  storage: 'https://firebasestorage.googleapis.com',
  // When a Firestore request fails, its WebChannel loads this one image to tell offline from an outage.
  networkProbe: 'https://www.google.com/images/cleardot.gif',
  // The Auth SDK's hidden iframe for the Google popup lives on the project's authDomain.
  authDomain: 'https://*.firebaseapp.com',
  signInScripts: 'https://apis.google.com',
  accounts: 'https://accounts.google.com',
};

interface PolicyOptions {
  /** Who may frame the page; nobody when empty. */
  frameAncestors: readonly string[];
  emulators?: EmulatorOrigins;
}

export function contentSecurityPolicy({ frameAncestors, emulators }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", google.signInScripts],
    // Tailwind builds a stylesheet; React's style={…} props go through the CSSOM, which this allows.
    'style-src': ["'self'"],
    // data: is the inline picture of the upload fallback, blob: the browser's picture cache.
    'img-src': ["'self'", 'data:', 'blob:', google.storage, google.networkProbe, ...(emulators ? [emulators.storage] : [])],
    'connect-src': ["'self'", ...google.auth, google.firestore, google.storage, ...(emulators ? [emulators.auth, emulators.firestore, emulators.storage] : [])],
    // 'self' for an authDomain served by this very Hosting site.
    'frame-src': ["'self'", google.authDomain, google.accounts, ...marketingOrigins, ...(emulators ? [emulators.auth] : [])],
    // Image compression runs in a worker built from a blob: URL, which imports the library from /assets.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors.length > 0 ? [...frameAncestors] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The rules by path. No two rules that match one path set the same header, so the result never
 * depends on how a server orders overlapping rules.
 */
export function securityHeaderRules(emulators?: EmulatorOrigins): HeaderRule[] {
  return [
    {
      source: '**',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      },
    },
    {
      source: '!/auth-status',
      headers: { 'Content-Security-Policy': contentSecurityPolicy({ frameAncestors: [], emulators }), 'X-Frame-Options': 'DENY' },
    },
    // The hidden status page the marketing site frames (spec A, auth-status).
    { source: '/auth-status', headers: { 'Content-Security-Policy': contentSecurityPolicy({ frameAncestors: marketingOrigins, emulators }) } },
    // index.html (every route serves it) must be revalidated so a deploy reaches everyone at once…
    { source: `!{/assets/**,${serviceRoutes.map((route) => route.source).join(',')}}`, headers: { 'Cache-Control': 'no-cache' } },
    // …while the hashed bundles it names never change. The service's answers say their own.
    { source: '/assets/**', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
}
