import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { selectIsAuthenticated, UserMenu, useSession } from '@/features/accounts';
import { Logo } from '@/ui/logo';
import { TopBarLink } from './nav-link';

/** On the four auth pages only the logo shows (spec A §2); the links are desktop-only, the bottom bar takes over on phones. */
export function TopBar({ logoOnly }: { logoOnly: boolean }) {
  const { t } = useTranslation();
  const isAuthenticated = useSession(selectIsAuthenticated);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        {!logoOnly && (
          <nav aria-label={t('nav.mainNavigation')} className="flex items-center gap-1">
            <div className="hidden items-center gap-1 md:flex">
              <TopBarLink to={paths.recipes.href()}>{t('nav.explore')}</TopBarLink>
              {isAuthenticated ? (
                <>
                  <TopBarLink to={paths.cookbook.href()}>{t('nav.myRecipes')}</TopBarLink>
                  <TopBarLink to={paths.mealEntries.href()}>{t('nav.planning')}</TopBarLink>
                  <TopBarLink to={paths.groceryList.href()}>{t('nav.groceryList')}</TopBarLink>
                  <TopBarLink to={paths.cupboard.href()}>{t('nav.cupboard')}</TopBarLink>
                </>
              ) : (
                <>
                  <TopBarLink to={paths.login.href()}>{t('nav.login')}</TopBarLink>
                  <TopBarLink to={paths.signup.href()}>{t('nav.signup')}</TopBarLink>
                </>
              )}
            </div>
            {isAuthenticated && <UserMenu />}
          </nav>
        )}
      </div>
    </header>
  );
}
