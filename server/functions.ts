import type { IncomingMessage, ServerResponse } from 'node:http';
import { onRequest } from 'firebase-functions/v2/https';
import { serviceEnvironment, serviceSecrets } from './function-params.ts';
import type { RenderPage } from './pages/prerendered-document.ts';
import { SERVICE_REGION as REGION } from './service-region.ts';

// The deployable service (README, "Deploying"): Cloud Functions 2nd gen, behind Firebase
// Hosting's rewrites (firebase.json). Built into one folder with the app's index.html and the
// page renderer beside this file (scripts/hosting/build-service.ts).

type Listener = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Built, and its modules loaded, on the first request rather than when this file loads:
 * deploying loads it too, only to list the functions, without the settings or the emulators,
 * and within a deadline that loading the SDKs would eat on a busy machine.
 */
function lazily(build: () => Promise<Listener>): Listener {
  let listener: Promise<Listener> | undefined;
  return async (request, response) => (await (listener ??= build()))(request, response);
}

/** Accounts, households, mail, payments and their webhook, the calendar feeds, the recipe import. */
export const api = onRequest(
  { region: REGION, secrets: serviceSecrets, concurrency: 80, memory: '512MiB' },
  lazily(async () => {
    const [{ getRequestListener }, { loadConfig }, { createService }] = await Promise.all([import('@hono/node-server'), import('./config.ts'), import('./service.ts')]);
    // An invalid setting fails the instance with the sentence saying what to fix.
    return getRequestListener(createService(loadConfig(serviceEnvironment())).fetch);
  }),
);

/**
 * The public pages prerendered. One request at a time per instance: renders cannot interleave
 * in a process (server/pages/page-cache.ts), so concurrent visitors are spread over instances.
 */
export const pages = onRequest(
  { region: REGION, concurrency: 1, memory: '512MiB' },
  lazily(async () => {
    const [{ getRequestListener }, { readFile }, { cachedPages }, { pageResponder }] = await Promise.all([
      import('@hono/node-server'),
      import('node:fs/promises'),
      import('./pages/page-cache.ts'),
      import('./pages/page-responder.ts'),
    ]);
    const beside = (file: string) => new URL(file, import.meta.url);
    const template = await readFile(beside('index.html'), 'utf8');
    // Loaded once the template is read; a renderer that fails to load fails each page to the plain app.
    const renderer = import(beside('render-page.js').href) as Promise<{ renderPublicPage: RenderPage }>;
    const render: RenderPage = async (url, language) => (await renderer).renderPublicPage(url, language);
    return getRequestListener(pageResponder({ pages: cachedPages({ render }), template }));
  }),
);
