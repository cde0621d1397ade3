import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { selectSessionActions, useSession } from '@/features/accounts';
import { browserConnectivity } from '@/lib/browser-connectivity';
import { followConnectivity } from '@/lib/connectivity';
import { AppErrorBoundary } from './error-boundary';
import { createAppRouter } from './router';
import { firstListensAt } from './routes/first-listens';

/** `router`: one already made, whose screen's modules are loading (boot.tsx); otherwise made here. */
export function App({ router: early }: { router?: ReturnType<typeof createAppRouter> | undefined } = {}) {
  const [router] = useState(() => early ?? createAppRouter());
  const { startSession } = useSession(useShallow(selectSessionActions));

  // The screen the page opened on may ask for its data in the session's first request.
  useEffect(() => startSession(firstListensAt(window.location.pathname)), [startSession]);
  useEffect(() => followConnectivity(browserConnectivity), []);

  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
