import { isPastDay, type CalendarDay } from './week';

/** What is being dragged: a recipe of the panel, or an entry of the planner (only what the decision reads). */
export type DropDrag = { kind: 'recipe' } | { kind: 'entry'; entry: { date: CalendarDay | ''; isArchived: boolean } };

/** Where it is released: a day card, the unplanned area, or nowhere (the recipe grid is no target). */
export type DropTarget = { kind: 'day'; date: CalendarDay; readOnly: boolean } | { kind: 'unplanned' };

/** What the drop does: plan the recipe on that day ('' = unplanned), move the entry there, or nothing. */
export type DropDecision = { kind: 'add'; date: CalendarDay | '' } | { kind: 'move'; date: CalendarDay | '' } | { kind: 'ignore' };

const ignore: DropDecision = { kind: 'ignore' };

/**
 * The planner's drop rule (spec B §4): a recipe dropped on a day or the unplanned area is planned
 * there; an entry dropped elsewhere moves there. Read-only or past days, nowhere, the entry's own
 * place, and an entry that is itself read-only (archived or on a past day) are ignored.
 */
export function decideDrop({ drag, drop, today }: { drag: DropDrag | null | undefined; drop: DropTarget | null | undefined; today: CalendarDay }): DropDecision {
  if (!drag || !drop) return ignore;
  if (drop.kind === 'day' && (drop.readOnly || isPastDay(drop.date, today))) return ignore;
  const date = drop.kind === 'day' ? drop.date : '';
  if (drag.kind === 'recipe') return { kind: 'add', date };
  const { entry } = drag;
  if (entry.isArchived || (entry.date !== '' && isPastDay(entry.date, today)) || entry.date === date) return ignore;
  return { kind: 'move', date };
}
