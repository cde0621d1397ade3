import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { roleLabelKey } from '@/domain/household/roles';
import type { Household } from '@/domain/household/household';
import { UserIcon } from '@/ui/icons';
import { selectSessionHousehold, selectSessionActions, selectUser, useSession } from '../store';
import { HelpDialog } from './help-dialog';

type Households = { state: 'loading' } | { state: 'loaded'; list: Household[] } | { state: 'failed' };

const itemClass = 'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-stone-800 hover:bg-stone-100';

/** The signed-in user's menu (spec A §2 "User menu"). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession(selectUser);
  const household = useSession(selectSessionHousehold);
  const { listHouseholds, switchHousehold, signOut } = useSession(useShallow(selectSessionActions));
  const [open, setOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [households, setHouseholds] = useState<Households>({ state: 'loading' });
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    let active = true;
    listHouseholds().then(
      (list) => active && setHouseholds({ state: 'loaded', list }),
      () => active && setHouseholds({ state: 'failed' }),
    );
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      active = false;
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, listHouseholds]);

  const choose = async (householdId: string) => {
    setOpen(false);
    if (householdId !== household?.id && (await switchHousehold(householdId))) void navigate(paths.recipes.href());
  };

  const logOut = async () => {
    setOpen(false);
    if (await signOut()) void navigate(paths.recipes.href());
  };

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-label={t('nav.userMenu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-brand-800 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <UserIcon />
      </button>
      {open && user && (
        <div id={menuId} data-testid="user-menu" className="absolute right-0 z-40 mt-2 max-h-96 w-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
          <div className="border-b border-stone-100 px-3 py-2">
            <p className="font-semibold text-stone-900">{`${user.firstName} ${user.lastName}`}</p>
            <p className="truncate text-sm text-stone-500">{user.email}</p>
          </div>
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('userMenu.households')}</p>
          {households.state === 'loading' && <p className="px-3 py-2 text-sm text-stone-500">{t('app.loading')}</p>}
          {households.state === 'failed' && <p className="px-3 py-2 text-sm text-red-700">{t('session.errors.loadFailed')}</p>}
          {households.state === 'loaded' && (
            <ul>
              {households.list.map((household) => {
                const current = household.id === user.defaultOrganizationId;
                return (
                  <li key={household.id}>
                    <button type="button" className={itemClass} aria-current={current ? 'true' : undefined} onClick={() => void choose(household.id)}>
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{household.name}</span>
                        <span className="block text-xs text-stone-500">{t(roleLabelKey(user.organizations[household.id]?.role))}</span>
                      </span>
                      {current && (
                        <span className="text-brand-600" aria-label={t('userMenu.current')}>
                          ✓
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="mt-2 border-t border-stone-100 pt-2">
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                setHelpOpen(true);
              }}
            >
              {t('userMenu.help')}
            </button>
            <Link to={paths.household.href()} onClick={() => setOpen(false)} className={itemClass}>
              {t('userMenu.settings')}
            </Link>
            <button type="button" className={`${itemClass} text-red-700`} onClick={() => void logOut()}>
              {t('userMenu.logout')}
            </button>
          </div>
        </div>
      )}
      {helpOpen && <HelpDialog onClose={() => setHelpOpen(false)} />}
    </div>
  );
}
