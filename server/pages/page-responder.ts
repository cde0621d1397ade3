import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { cachedPages } from './page-cache.ts';
import { languageOf, prerenderedDocument } from './prerendered-document.ts';

/**
 * A public page is the same for every visitor of a language: the CDN serves it for a minute,
 * then serves its copy for up to ten more while it fetches the next one, so the renderer sees
 * about one request per page and minute whatever the audience.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** The plain app, as the static index.html is sent: checked again on every visit. */
export const PLAIN_APP_CACHE_CONTROL = 'no-cache';

export interface PageResponderOptions {
  pages: ReturnType<typeof cachedPages>;
  /** The built index.html: the plain app, and the frame of every prerendered page. */
  template: string;
  /** Where failures are reported (the platform's log). */
  logError?: (message: string, error: unknown) => void;
}

const HTML = 'text/html; charset=utf-8';

/**
 * Answers the public pages' addresses: the page prerendered when it can be, else the plain app,
 * which renders it in the browser. Never an error page: a renderer that fails costs the visitor
 * the first paint, not the page. Compressed here: Hosting compresses the files it serves, not
 * what a function answers, and the catalogue's page is about 116 kB of HTML, 15 kB in gzip,
 * half a second of a phone's slow 4G.
 */
export function pageResponder(options: PageResponderOptions): (request: Request) => Promise<Response> {
  const respond = renderedPageResponder(options);
  const app = new Hono().use(compress()).all('*', (context) => respond(context.req.raw));
  return async (request) => app.fetch(request);
}

function renderedPageResponder({ pages, template, logError = console.error }: PageResponderOptions) {
  const plainApp = (method: string) =>
    new Response(method === 'HEAD' ? null : template, { headers: { 'Content-Type': HTML, 'Cache-Control': PLAIN_APP_CACHE_CONTROL } });

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    const url = new URL(request.url);
    const language = languageOf(request.headers.get('Accept-Language'));
    let document: string;
    try {
      const page = await pages(url, language);
      if (!page) return plainApp(request.method);
      document = prerenderedDocument(template, page, language);
    } catch (error) {
      logError(`Prerendering ${url.pathname} failed`, error);
      return plainApp(request.method);
    }
    return new Response(request.method === 'HEAD' ? null : document, {
      headers: { 'Content-Type': HTML, 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, Vary: 'Accept-Language' },
    });
  };
}
