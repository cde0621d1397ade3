import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { forgetReturnPath, readReturnPath, selectIsAdmin, selectIsAuthenticated, selectSessionStatus, useSession } from '@/features/accounts';
import { Spinner } from '@/ui/spinner';
import { NotFoundPage } from '@/ui/not-found-page';
import { headStartOf } from './member-only-route';

/**
 * Login-required routes: without a working session, go to /login (spec A §2) and come back
 * afterwards. While the session loads, a screen with a head start draws what it last showed.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { loading, isAuthenticated } = useSession(useShallow(selectSessionStatus));
  const location = useLocation();
  const headStart = headStartOf(useMatches());
  if (loading) return headStart ?? <Spinner />;
  if (!isAuthenticated) return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/**
 * /login and /signup send an authenticated user to /recipes, or once to the page remembered
 * before signing in (the invite a visitor opened). They stay mounted while a session loads, so
 * a sign-in that fails keeps what the user typed.
 */
export function GuestOnly() {
  const isAuthenticated = useSession(selectIsAuthenticated);
  // Chosen once, at sign-in: forgetting the path must not turn a later render towards /recipes.
  const [destination, setDestination] = useState<string | null>(null);
  if (isAuthenticated && destination === null) setDestination(readReturnPath() ?? paths.recipes.href());

  useEffect(() => {
    if (destination !== null) forgetReturnPath();
  }, [destination]);

  return isAuthenticated && destination !== null ? <Navigate to={destination} replace /> : <Outlet />;
}

/**
 * /admin/… is for users whose ID token carries the admin claim (DESIGN.md §3); anyone else
 * signed in gets the not-found screen, which says nothing of what the route holds.
 */
export function RequireAdmin() {
  const isAdmin = useSession(selectIsAdmin);
  return <RequireAuth>{isAdmin ? <Outlet /> : <NotFoundPage />}</RequireAuth>;
}
