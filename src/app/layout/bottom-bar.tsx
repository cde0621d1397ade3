import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { selectIsAuthenticated, useSession } from '@/features/accounts';
import { BookIcon, CalendarIcon, CartIcon, CompassIcon, PlusIcon, UserIcon } from '@/ui/icons';
import { CreateMenu } from './create-menu';
import { BottomBarLink } from './nav-link';

/** The pages of the 'Courses' item beside the list itself. */
const listArea = [paths.cupboard.pattern];

/** The phone navigation under 768 px (spec A §2). */
export function BottomBar() {
  const { t } = useTranslation();
  const isAuthenticated = useSession(selectIsAuthenticated);
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <>
      <nav
        aria-label={t('nav.mainNavigation')}
        data-testid="bottom-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
      >
        <div className="mx-auto flex max-w-md items-end justify-around px-2">
          <BottomBarLink to={paths.recipes.href()} icon={<CompassIcon />} label={t('nav.explore')} />
          {isAuthenticated && <BottomBarLink to={paths.cookbook.href()} icon={<BookIcon />} label={t('nav.cookbook')} />}
          <div className="flex flex-1 justify-center">
            <button
              type="button"
              onClick={() => setCreateOpen(true)}
              aria-label={t('nav.create')}
              aria-haspopup="dialog"
              className="-mt-5 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-4 ring-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <PlusIcon width={28} height={28} />
            </button>
          </div>
          {isAuthenticated ? (
            <>
              <BottomBarLink to={paths.mealEntries.href()} icon={<CalendarIcon />} label={t('nav.planning')} />
              {/* The cupboard is reached from the list's tab row: a phone has no room for one more item. */}
              <BottomBarLink to={paths.groceryList.href()} icon={<CartIcon />} label={t('nav.groceries')} area={listArea} />
            </>
          ) : (
            <BottomBarLink to={paths.login.href()} icon={<UserIcon />} label={t('nav.login')} />
          )}
        </div>
      </nav>
      {createOpen && <CreateMenu onClose={() => setCreateOpen(false)} />}
    </>
  );
}
