import { Outlet, useLocation } from 'react-router';
import { isAuthPage } from '@/config/paths';
import { followCookbook } from '@/features/cookbook';
import { followGroceryList } from '@/features/grocery';
import { useHouseholdSubscriptions, useLeaveLostHousehold } from '@/features/household';
import { followHouseholdRecipes } from '@/features/recipes';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { StatusBanners } from './status-banners';
import { TopBar } from './top-bar';

/**
 * What every screen of a household reads live, besides the household itself: its recipes, its
 * cookbook and the user's bookmarks, and its active grocery list (the planner's actions update
 * it). Started once here, not by each page.
 */
const householdQueries = [followHouseholdRecipes, followCookbook, followGroceryList];

export function AppLayout() {
  useHouseholdSubscriptions(householdQueries);
  useLeaveLostHousehold();
  const { pathname } = useLocation();
  const authPage = isAuthPage(pathname);

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900 print:min-h-0 print:bg-white">
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
