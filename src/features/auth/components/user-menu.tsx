import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { UserIcon } from '@/ui/icons';
import { useSession } from '../store';

/** The signed-in user's menu button and dropdown (spec A §2 "User menu"). */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-label={t('nav.userMenu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 hover:bg-emerald-200"
      >
        <UserIcon />
      </button>
      {open && (
        <div id={menuId} className="absolute right-0 z-40 mt-2 max-h-96 w-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
          {user ? (
            <div className="border-b border-stone-100 px-3 py-2">
              <p className="font-semibold text-stone-900">{`${user.firstName} ${user.lastName}`}</p>
              <p className="truncate text-sm text-stone-500">{user.email}</p>
            </div>
          ) : (
            <p className="px-3 py-2 text-sm text-stone-500">{t('app.loading')}</p>
          )}
          <Link to={paths.organization()} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-stone-800 hover:bg-stone-100">
            {t('userMenu.settings')}
          </Link>
        </div>
      )}
    </div>
  );
}
