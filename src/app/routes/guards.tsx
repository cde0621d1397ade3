import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { selectIsAdmin, selectIsAuthenticated, selectSessionStatus, useSession } from '@/features/accounts';
import { Spinner } from '@/ui/spinner';

/** Login-required routes: without a working session, go to /login (spec A §2) and come back afterwards. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { loading, isAuthenticated } = useSession(useShallow(selectSessionStatus));
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!isAuthenticated) return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/**
 * /login and /signup send an authenticated user to /recipes. They stay mounted while a
 * session loads, so a sign-in that fails keeps what the user typed.
 */
export function GuestOnly() {
  const isAuthenticated = useSession(selectIsAuthenticated);
  return isAuthenticated ? <Navigate to={paths.recipes.href()} replace /> : <Outlet />;
}

/** /admin/… is for users whose ID token carries the admin claim (DESIGN.md §3). */
export function RequireAdmin() {
  const isAdmin = useSession(selectIsAdmin);
  return (
    <RequireAuth>{isAdmin ? <Outlet /> : <Navigate to={paths.recipes.href()} replace />}</RequireAuth>
  );
}
