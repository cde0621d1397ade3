import type { DayLayout } from './week-layout';

/**
 * How a day looks, in the grid's columns as on the phone's cards: today always highlighted (spec
 * B §2), past days muted, a later day locked by an archived entry muted too since it takes no
 * change either (§4), and every other day open.
 */
export type DayTone = 'today' | 'past' | 'locked' | 'open';

export function dayTone(day: Pick<DayLayout<unknown>, 'timing' | 'readOnly'>): DayTone {
  if (day.timing !== 'future') return day.timing;
  return day.readOnly ? 'locked' : 'open';
}

/** Which edge of its card a meal's options open from: wider than a column, they stay inside the week. */
export type MenuSide = 'start' | 'end';

/**
 * A column in the left half of the week opens its menus rightwards (from its start edge), one in
 * the right half leftwards, so a menu wider than its column never runs off the grid's edge.
 */
export function menuSideOf(column: number, columns: number): MenuSide {
  return column < Math.floor(columns / 2) + (columns % 2) ? 'start' : 'end';
}
