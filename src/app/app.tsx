import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useSession } from '@/features/auth';
import { AppErrorBoundary } from './error-boundary';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  const startSession = useSession((state) => state.startSession);

  useEffect(() => startSession(), [startSession]);

  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
