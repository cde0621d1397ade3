import { matchRoutes, type RouteObject } from 'react-router';
import { primeRestAnswers } from '@/lib/firebase/firestore-rest';
import { routes } from '../router';
import { loadFirstPaintData } from './first-paint';
import type { FirstPaintSnapshot } from './first-paint-snapshot';
import { nextTask } from '@/lib/next-task';

/**
 * Loads the matched routes' lazy modules into the route table (react-router's way to hydrate
 * lazy routes): the router then starts on the page's screen, as the server rendered it, instead
 * of the shell's fallback.
 */
async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Brings the browser to the state the server rendered the page in; rejects when it cannot, and
 * the page then renders afresh. The screen's modules and the reads each take a task of their own:
 * together they would hold a phone's main thread for over 100 ms.
 */
export async function prepareHydration(snapshot: FirstPaintSnapshot, pathname: string): Promise<void> {
  primeRestAnswers(snapshot.answers);
  await resolveLazyRoutes(pathname);
  await nextTask();
  if (!(await loadFirstPaintData(pathname))) throw new Error(`${pathname} is not a prerendered page`);
}
