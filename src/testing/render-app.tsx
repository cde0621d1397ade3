import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { routes } from '@/app/router';
import { isHeadStartHandle } from '@/app/routes/member-only-route';
import { initialSessionState, useSession, type SessionState, type SessionStore } from '@/features/accounts';

export const visitorSession: Partial<SessionState> = { ...initialSessionState, status: 'loaded' };

/** The route table with each screen's module already loaded, as the app has it once a route's chunk is there. */
async function loaded(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async ({ lazy, children, ...route }) => {
      const screen = typeof lazy === 'function' ? await lazy() : {};
      // A screen with a head start loads beside it: wait for it too, as a route's chunk is there.
      if (isHeadStartHandle(screen.handle)) await screen.handle.screen;
      return { ...route, ...screen, ...(children ? { children: await loaded(children) } : {}) } as RouteObject;
    }),
  );
}

let loadedRoutes: RouteObject[] | undefined;
// Every test file rendering the app loads the screens once, so a test sees its screen at once.
beforeAll(async () => {
  loadedRoutes ??= await loaded(routes);
});

/** Renders the real route table at `path` with the given session state. */
export function renderApp(path: string, session: Partial<SessionStore> = visitorSession) {
  if (!loadedRoutes) throw new Error('renderApp runs inside a test, once the screens have loaded');
  useSession.setState(session);
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
