import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedPages } from './page-cache.ts';
import { PLAIN_APP_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, pageResponder } from './page-responder.ts';
import type { RenderPage } from './prerendered-document.ts';

const template = '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>';

function responder(render: RenderPage) {
  const errors: string[] = [];
  const respond = pageResponder({ pages: cachedPages({ render }), template, logError: (message) => errors.push(message) });
  return { respond, errors };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`https://nioo.test${path}`, { headers });

describe('pageResponder', () => {
  it('sends a public page prerendered, in the visitor\'s language, for the CDN to keep', async () => {
    const { respond } = responder(async (url, language) => ({ html: `<main>${url.pathname} ${language}</main>`, snapshotScript: '<script type="application/json"></script>' }));
    const response = await respond(get('/recette/tarte', { 'Accept-Language': 'en-GB,en;q=0.9' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(response.headers.get('Vary')).toBe('Accept-Language, Accept-Encoding');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<div id="root"><main>/recette/tarte en</main></div><script type="application/json"></script>');
  });

  it('sends the plain app, never an error page, when the renderer fails', async () => {
    const { respond, errors } = responder(async () => {
      throw new Error('renderer crashed');
    });
    const response = await respond(get('/recipes'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PLAIN_APP_CACHE_CONTROL);
    expect(await response.text()).toBe(template);
    expect(errors).toEqual(['Prerendering /recipes failed']);
  });

  it('sends the plain app, kept by no shared cache, for a page that is not prerendered (a private or unknown recipe)', async () => {
    const { respond, errors } = responder(async () => null);
    const response = await respond(get('/recette/private'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PLAIN_APP_CACHE_CONTROL);
    expect(await response.text()).toBe(template);
    expect(errors).toEqual([]);
  });

  it('compresses a page for a browser that accepts gzip, and tells caches the answer depends on it', async () => {
    const html = `<main>${'<a href="/recette/tarte">Tarte aux pommes</a>'.repeat(200)}</main>`;
    const { respond } = responder(async () => ({ html, snapshotScript: '' }));
    const compressed = await respond(get('/recipes', { 'Accept-Encoding': 'gzip, deflate, br' }));
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
    expect(compressed.headers.get('Vary')).toBe('Accept-Language, Accept-Encoding');
    const bytes = new Uint8Array(await compressed.arrayBuffer());
    expect(bytes.length).toBeLessThan(html.length / 10);
    expect(gunzipSync(bytes).toString('utf8')).toContain(html);

    const plain = await respond(get('/recipes'));
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain(html);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const { respond } = responder(async () => ({ html: 'page', snapshotScript: '' }));
    const head = await respond(new Request('https://nioo.test/recipes', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await respond(new Request('https://nioo.test/recipes', { method: 'POST', body: '{}' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});
