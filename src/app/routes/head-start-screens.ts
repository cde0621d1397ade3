import { paths } from '@/config/paths';

/**
 * The screens that draw what this device last showed while the session loads (README, "A screen
 * before the session answers"). A module of its own, without their loaders, so that the app's
 * first render can wait for a head start and the pages without one load none of this.
 */
export const headStartScreens = ['cookbook', 'mealEntries', 'groceryList'] as const;

export type HeadStartScreen = (typeof headStartScreens)[number];

/** The screen at `pathname` if it has a head start (a trailing slash reaches it too). */
export function headStartScreenAt(pathname: string): HeadStartScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return headStartScreens.find((screen) => paths[screen].pattern === path) ?? null;
}
