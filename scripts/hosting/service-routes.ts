import { SERVICE_REGION } from '../../server/service-region.ts';

/**
 * The paths Hosting sends to the service's functions (server/functions.ts), in firebase.json's
 * rewrites. Whatever they answer decides its own caching: the API's answers are never kept,
 * the public pages are kept by the CDN, so the hosting's cache rule leaves these paths alone.
 */
export const serviceRoutes = [
  // The API, the calendar feeds (/api/calendar/{token}.ics) and the payment provider's webhook.
  { source: '/api/**', functionId: 'api' },
  { source: '/payments/**', functionId: 'api' },
  { source: '/subscriptions{,/**}', functionId: 'api' },
  // The public pages, prerendered (src/app/prerender/first-paint.ts).
  { source: '/recipes', functionId: 'pages' },
  { source: '/recette/*', functionId: 'pages' },
] as const;

/** firebase.json's rewrites: the service's paths, then the app's index.html for every other. */
export function hostingRewrites() {
  return [
    ...serviceRoutes.map(({ source, functionId }) => ({ source, function: { functionId, region: SERVICE_REGION } })),
    { source: '**', destination: '/index.html' },
  ];
}
