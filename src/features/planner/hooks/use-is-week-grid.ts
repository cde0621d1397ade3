import { useMediaQuery } from './use-media-query';

/** From Tailwind's `lg:` breakpoint, 1024 px: the week as seven columns rather than a column of cards. */
const WEEK_GRID_QUERY = '(min-width: 1024px)';

/**
 * Whether the week shows as a grid. A switch of components rather than of CSS: the grid's days
 * and the cards' are the same drop targets, which must exist once each.
 */
export function useIsWeekGrid(): boolean {
  return useMediaQuery(WEEK_GRID_QUERY);
}
