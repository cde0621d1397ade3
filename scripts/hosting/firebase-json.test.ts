import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../stack/net.ts';
import { headersFor } from './header-rules.ts';
import { securityHeaderRules } from './security-headers.ts';
import { serviceRoutes } from './service-routes.ts';
import { firebaseJsonPath, withSecurityHeaders } from './write-firebase-headers.ts';

const firebaseJson = readFileSync(firebaseJsonPath, 'utf8');
const headerNames = [...new Set(securityHeaderRules().flatMap((rule) => Object.keys(rule.headers)))];

it('firebase.json carries the headers of security-headers.ts and the rewrites of service-routes.ts (else: npx tsx scripts/hosting/write-firebase-headers.ts)', () => {
  expect(firebaseJson).toBe(withSecurityHeaders(firebaseJson));
});

type Rewrite = { source: string; destination?: string; function?: { functionId: string; region: string } };
const { hosting: deployedHosting, functions: deployedFunctions } = JSON.parse(firebaseJson) as {
  hosting: { rewrites: Rewrite[] };
  functions: { source: string }[];
};

describe('the production routing', () => {
  it("sends the service's paths to its functions, then every other path to the app", () => {
    expect(deployedHosting.rewrites.map((rewrite) => [rewrite.source, rewrite.function?.functionId ?? rewrite.destination])).toEqual([
      ['/api/**', 'api'],
      ['/payments/**', 'api'],
      ['/subscriptions{,/**}', 'api'],
      ['/recipes', 'pages'],
      ['/recette/*', 'pages'],
      ['**', '/index.html'],
    ]);
    expect(deployedFunctions.map((codebase) => codebase.source)).toEqual(['dist-service']);
  });

  // The hosting's headers win over the function's on a clash (the Hosting emulator shows it):
  // a Cache-Control there would make the API's private answers cacheable, or the public pages not.
  it.each(['/api/households/members', '/api/calendar/abc.ics', '/payments/webhook', '/subscriptions', '/subscriptions/sub_1/cancel', '/recipes', '/recette/tarte-tatin'])(
    'leaves %s to say its own caching',
    (pathname) => {
      expect(headersFor(pathname, securityHeaderRules())).not.toHaveProperty('Cache-Control');
      expect(serviceRoutes.some(({ source }) => headersFor(pathname, [{ source, headers: { matched: 'yes' } }]).matched)).toBe(true);
    },
  );

  it.each(['/', '/planner', '/recipes/new', '/recette/tarte/edit', '/index.html'])('keeps the app at %s revalidated on every visit', (pathname) => {
    expect(headersFor(pathname, securityHeaderRules())['Cache-Control']).toBe('no-cache');
  });
});

// Firebase Hosting's own matching is not available offline, but superstatic, the server behind
// `firebase serve` and the Hosting emulator, is: serve one small build with it, from
// firebase.json, and with `vite preview`, from vite.config.ts, and compare what each sends.
type SuperstaticFactory = (options: { config: Record<string, unknown>; cwd: string }) => (...args: [...Parameters<RequestListener>, () => void]) => void;
const superstatic = (createRequire(import.meta.url)('superstatic') as { default: SuperstaticFactory }).default;

describe('vite preview and Firebase Hosting', () => {
  let site: string;
  let hosting: Server;
  let vitePreview: PreviewServer;
  const base = { hosting: '', preview: '' };

  beforeAll(async () => {
    site = mkdtempSync(path.join(tmpdir(), 'nioo-headers-'));
    mkdirSync(path.join(site, 'assets'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Nioo</title>');
    writeFileSync(path.join(site, 'assets', 'index-abc123.js'), 'export {};');
    writeFileSync(path.join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

    const { hosting: hostingConfig } = JSON.parse(firebaseJson) as { hosting: Record<string, unknown> & { rewrites: Rewrite[] } };
    // The static part: superstatic has no functions, so the service's paths serve the app here.
    const rewrites = hostingConfig.rewrites.filter((rewrite) => rewrite.destination);
    const app = superstatic({ config: { ...hostingConfig, rewrites, public: '.' }, cwd: site });
    hosting = createServer((request, response) => app(request, response, () => response.writeHead(404).end()));
    await new Promise<void>((resolve) => hosting.listen(0, '127.0.0.1', resolve));
    base.hosting = `http://127.0.0.1:${(hosting.address() as AddressInfo).port}`;

    // As for a production build, whatever a local .env says.
    vi.stubEnv('VITE_USE_EMULATORS', 'false');
    const port = await freePort();
    vitePreview = await preview({
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      build: { outDir: site },
      preview: { host: '127.0.0.1', port, strictPort: true },
      logLevel: 'silent',
    });
    base.preview = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await vitePreview?.close();
    hosting?.close();
    rmSync(site, { recursive: true, force: true });
  });

  async function securityHeaders(url: string): Promise<Record<string, string | null>> {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status, url).toBe(200);
    return Object.fromEntries(headerNames.map((name) => [name, response.headers.get(name)]));
  }

  it.each(['/', '/index.html', '/recipes/new', '/recipes/tarte-tatin/edit', '/login', '/auth-status', '/auth-status/', '/assets/index-abc123.js', '/favicon.svg'])(
    'send the same headers for %s',
    async (pathname) => {
      const fromHosting = await securityHeaders(base.hosting + pathname);
      expect(await securityHeaders(base.preview + pathname)).toEqual(fromHosting);
      expect(fromHosting['Content-Security-Policy']).toBeTruthy();
    },
  );
});
