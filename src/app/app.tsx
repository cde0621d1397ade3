import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { selectSessionActions, useSession } from '@/features/accounts';
import { browserConnectivity } from '@/lib/browser-connectivity';
import { followConnectivity } from '@/lib/connectivity';
import { AppErrorBoundary } from './error-boundary';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  const { startSession } = useSession(useShallow(selectSessionActions));

  useEffect(() => startSession(), [startSession]);
  useEffect(() => followConnectivity(browserConnectivity), []);

  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
