import type { Plugin } from 'vite';
import { headersFor, type HeaderRule } from './header-rules.ts';

/**
 * Makes `vite preview` send the hosted app's headers, so a production build run locally breaks
 * where a deployment would. The dev server gets none: its hot reload needs an inline script and a
 * WebSocket that the policy rightly refuses.
 */
export function previewHeadersPlugin(rules: readonly HeaderRule[]): Plugin {
  return {
    name: 'nioo-preview-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://preview.invalid');
        for (const [name, value] of Object.entries(headersFor(pathname, rules))) response.setHeader(name, value);
        next();
      });
    },
  };
}
