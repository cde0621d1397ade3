import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { useDiscovery, useRecipeReads } from '@/features/recipes';

/**
 * The public pages served prerendered (issue 12: a visitor's first paint is the server's HTML,
 * not a wait for the app's JavaScript), and the reads each renders from. The server runs them
 * before rendering; the browser runs them again before hydrating, answered from the reads the
 * page carries, so both render the same page.
 */
const firstPaintReads: { pattern: string; load: (params: Record<string, string | undefined>) => Promise<void> }[] = [
  { pattern: paths.recipes.pattern, load: () => useDiscovery.getState().loadFirstPage(useDiscovery.getState().view) },
  { pattern: paths.recipeBySeoUrl.pattern, load: ({ seoUrl }) => useRecipeReads.getState().loadFirstLookup({ seoUrl }) },
];

/** Loads the first data of a prerendered page into its stores; false for a page that is not prerendered. */
export async function loadFirstPaintData(pathname: string): Promise<boolean> {
  for (const { pattern, load } of firstPaintReads) {
    const match = matchPath(pattern, pathname);
    if (match) {
      await load(match.params);
      return true;
    }
  }
  return false;
}
