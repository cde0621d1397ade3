import type { ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { headStartScreenAt, type HeadStartScreen } from './head-start-screens';

/**
 * Each head start's module, loaded once for the entry, which asks for it as the page starts, and
 * the router, which waits for it alone.
 */
export const headStarts: Record<HeadStartScreen, () => Promise<ComponentType>> = {
  cookbook: loadOnce(() => import('@/features/cookbook/components/cookbook-preview').then((m) => m.CookbookHeadStart)),
  mealEntries: loadOnce(() => import('@/features/planner/components/planner-week-preview').then((m) => m.PlannerHeadStart)),
  groceryList: loadOnce(() => import('@/features/grocery/components/grocery-list-preview').then((m) => m.GroceryListHeadStart)),
};

/** The head start of the screen at `pathname` on its way, or null when the screen has none. */
export function loadHeadStartAt(pathname: string): Promise<ComponentType> | null {
  const screen = headStartScreenAt(pathname);
  return screen ? headStarts[screen]() : null;
}
