import { NavLink as RouterNavLink } from 'react-router';
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

export function BottomBarLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <RouterNavLink
      to={to}
      className={({ isActive }) =>
        `flex min-w-0 flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-brand-700' : 'text-stone-600'}`
      }
    >
      {icon}
      <span className="truncate">{label}</span>
    </RouterNavLink>
  );
}
