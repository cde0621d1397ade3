import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { PageRenderer } from '../../src/app/prerender/first-paint-snapshot.ts';
import { oneAtATime } from '../../src/lib/one-at-a-time.ts';
import { languageOf, prerenderedDocument } from '../../server/pages/prerendered-document.ts';

/** Where `vite build --ssr` puts the page renderer of a build in `outDir`: beside it, so no deployment ships it as a file. */
export function prerenderOutDir(outDir: string): string {
  return `${outDir}-prerender`;
}

export const PRERENDER_ENTRY = 'src/app/prerender/render-page.tsx';

/**
 * Makes `vite preview` serve the public pages prerendered (src/app/prerender), as a deployment
 * would from the same renderer; any other page, or one whose data cannot be read, is the plain
 * app. Without a server build (a bare `vite build`) it changes nothing.
 */
export function prerenderPlugin(): Plugin {
  return {
    name: 'nioo-prerender',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const renderer = path.join(prerenderOutDir(outDir), 'render-page.js');
      if (!existsSync(renderer)) return;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const loading = import(pathToFileURL(renderer).href) as Promise<PageRenderer>;
      // The renderer's stores belong to its process: pages are rendered one after another.
      const queue = oneAtATime();
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next();
        const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
        const language = languageOf(request.headers['accept-language']);
        queue(async () => (await loading).renderPublicPage(url, language))
          .then((page) => {
            if (!page) return next();
            const document = prerenderedDocument(template, page, language);
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Vary', 'Accept-Encoding');
            // Compressed as hosting sends it: the page's data makes it some 95 kB, 11 kB gzipped.
            if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return response.end(document);
            response.setHeader('Content-Encoding', 'gzip');
            response.end(gzipSync(document));
          })
          .catch((error: unknown) => {
            console.error(`Prerendering ${url.pathname} failed`, error);
            next();
          });
      });
    },
  };
}
