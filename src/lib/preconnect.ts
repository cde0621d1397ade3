import type { Connection } from '@/config/service-origins';

/**
 * Asks the browser to open a connection to each server now, ahead of the requests that will use
 * it. The browser keeps connections for requests sent with credentials apart from the others: a
 * preconnect of the wrong kind opens one those requests never use (`crossorigin` is the kind
 * without).
 */
export function preconnect(connections: readonly Connection[], page: Document = document): void {
  for (const { origin, credentials } of connections) {
    const link = page.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (!credentials) link.crossOrigin = 'anonymous';
    page.head.append(link);
  }
}
