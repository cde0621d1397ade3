import { Link, matchPath, NavLink as RouterNavLink, useLocation } from 'react-router';
import type { ReactNode } from 'react';

export function TopBarLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterNavLink
      to={to}
      className={({ isActive }) =>
        `rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100'}`
      }
    >
      {children}
    </RouterNavLink>
  );
}

/**
 * A bottom bar item, current on its own page and on the pages of its area (`area`: route
 * patterns), which a phone reaches from that page rather than from the bar.
 */
export function BottomBarLink({ to, icon, label, area = [] }: { to: string; icon: ReactNode; label: string; area?: readonly string[] }) {
  const { pathname } = useLocation();
  const current = [to, ...area].some((pattern) => matchPath({ path: pattern, end: false }, pathname) !== null);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} className={`flex min-w-0 flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium ${current ? 'text-brand-700' : 'text-stone-600'}`}>
      {icon}
      <span className="truncate">{label}</span>
    </Link>
  );
}
