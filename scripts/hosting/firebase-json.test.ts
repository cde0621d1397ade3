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
import { securityHeaderRules } from './security-headers.ts';
import { firebaseJsonPath, withSecurityHeaders } from './write-firebase-headers.ts';

const firebaseJson = readFileSync(firebaseJsonPath, 'utf8');
const headerNames = [...new Set(securityHeaderRules().flatMap((rule) => Object.keys(rule.headers)))];

it('firebase.json carries the headers of security-headers.ts (else: npx tsx scripts/hosting/write-firebase-headers.ts)', () => {
  expect(firebaseJson).toBe(withSecurityHeaders(firebaseJson));
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

    const { hosting: hostingConfig } = JSON.parse(firebaseJson) as { hosting: Record<string, unknown> };
    const app = superstatic({ config: { ...hostingConfig, public: '.' }, cwd: site });
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

  it.each(['/', '/index.html', '/recipes', '/recipes/tarte-tatin/edit', '/login', '/auth-status', '/auth-status/', '/assets/index-abc123.js', '/favicon.svg'])(
    'send the same headers for %s',
    async (pathname) => {
      const fromHosting = await securityHeaders(base.hosting + pathname);
      expect(await securityHeaders(base.preview + pathname)).toEqual(fromHosting);
      expect(fromHosting['Content-Security-Policy']).toBeTruthy();
    },
  );
});
