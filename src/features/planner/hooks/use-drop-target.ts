import { useDroppable } from '@dnd-kit/core';
import { decideDrop } from '@/domain/planner/drop-decision';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import type { DropData } from '../components/dnd/dnd-ids';
import { dragDataOf } from '../components/dnd/drag-data';

/**
 * A day card or the unplanned area as a drop zone. `accepting` is true while something it would
 * take is dragged over it, so only a drop that does something is highlighted.
 */
export function useDropTarget(id: string, data: DropData, disabled = false) {
  const { setNodeRef, isOver, active } = useDroppable({ id, data, disabled });
  const accepting = isOver && decideDrop({ drag: dragDataOf(active), drop: data, today: toCalendarDate(new Date()) }).kind !== 'ignore';
  return { setNodeRef, accepting };
}
