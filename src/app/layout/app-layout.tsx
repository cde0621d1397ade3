import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { isAuthPage } from '@/config/paths';
import { preloadProfileData, selectSessionStatus, useSession } from '@/features/accounts';
import { isMemberOnlyRoute } from '../routes/member-only-route';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { StatusBanners } from './status-banners';
import { TopBar } from './top-bar';

const HouseholdSync = lazy(() => import('./household-sync').then((m) => ({ default: m.HouseholdSync })));

export function AppLayout() {
  const { loading, isAuthenticated } = useSession(useShallow(selectSessionStatus));
  const memberOnly = useMatches().some(({ handle }) => isMemberOnlyRoute(handle));
  const { pathname } = useLocation();
  const authPage = isAuthPage(pathname);
  // Only a member stays on a member-only screen. There, the user's documents load while Auth
  // checks the session, and the household's queries wait for it: they begin with its answer,
  // before the screen renders, instead of after. A visitor's pages load neither.
  const memberLoading = loading && memberOnly;
  useEffect(() => {
    if (memberLoading) preloadProfileData();
  }, [memberLoading]);
  const followsHousehold = isAuthenticated || memberLoading;

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900 print:min-h-0 print:bg-white">
      {followsHousehold && (
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
