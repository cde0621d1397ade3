import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isAuthPage } from '@/config/paths';
import { selectIsAuthenticated, useSession } from '@/features/accounts';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { loadHouseholdSync } from './load-household-sync';
import { StatusBanners } from './status-banners';
import { TopBar } from './top-bar';

const HouseholdSync = lazy(() => loadHouseholdSync().then((m) => ({ default: m.HouseholdSync })));

export function AppLayout() {
  const isAuthenticated = useSession(selectIsAuthenticated);
  const { pathname } = useLocation();
  const authPage = isAuthPage(pathname);

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900 print:min-h-0 print:bg-white">
      {isAuthenticated && (
        <Suspense>
          <HouseholdSync />
        </Suspense>
      )}
      <TopBar logoOnly={authPage} />
      <StatusBanners />
      <main className={`mx-auto w-full max-w-6xl flex-1 px-4 py-6 print:max-w-none print:p-0 ${authPage ? '' : 'pb-28 md:pb-6'}`}>
        <Outlet />
      </main>
      {!authPage && <BottomBar />}
      <Footer />
    </div>
  );
}
