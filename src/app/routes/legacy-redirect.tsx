import { Navigate, useLocation } from 'react-router';

/** Older screens keep working links: same query string, current screen (DESIGN.md §3). */
export function LegacyRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
