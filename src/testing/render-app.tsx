import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { initialSessionState, useSession, type SessionState, type SessionStore } from '@/features/accounts';

export const visitorSession: Partial<SessionState> = { ...initialSessionState, loading: false };

/** Renders the real route table at `path` with the given session state. */
export function renderApp(path: string, session: Partial<SessionStore> = visitorSession) {
  useSession.setState(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
