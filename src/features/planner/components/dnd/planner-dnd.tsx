import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { decideDrop } from '@/domain/planner/drop-decision';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { usePlannerRecipeOf } from '../../hooks/use-planner-recipes';
import { selectEntryActions } from '../../store/selectors';
import { usePlanner } from '../../store';
import type { DragData } from './dnd-ids';
import { dragDataOf, dropDataOf } from './drag-data';
import { dropZoneKeyboardCoordinates, plannerCollisions } from './drop-zone-keyboard';
import { useDayLabels } from '../../hooks/use-day-labels';

/**
 * The mouse and pen through pointer events; a finger only through the touch sensor, whose long
 * press lets a swipe scroll the page (a pointer sensor would take the swipe for a drag).
 */
class NoTouchPointerSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (event: PointerEvent<Element>, options: PointerSensorOptions) => event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
  }));
}

const whatDropDoes = (active: Active, over: Over | null) => decideDrop({ drag: dragDataOf(active), drop: dropDataOf(over), today: toCalendarDate(new Date()) });

/**
 * The planner's drag and drop: recipes of the panel onto a day or the unplanned area create an
 * entry, entries move between them (spec B §4). Mouse, touch and keyboard, announced in French.
 */
export function PlannerDndContext({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  const recipeOf = usePlannerRecipeOf();
  const { addEntry, moveEntry } = usePlanner(useShallow(selectEntryActions));
  const [dragged, setDragged] = useState<DragData | null>(null);
  const sensors = useSensors(
    useSensor(NoTouchPointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropZoneKeyboardCoordinates }),
  );

  const nameOf = (drag: DragData | undefined) =>
    drag?.kind === 'recipe' ? drag.recipe.name : (drag && recipeOf(drag.entry.recipeId)?.name) || t('recipe.notFound');
  const targetOf = (over: Over | null) => {
    const drop = dropDataOf(over);
    if (!drop) return null;
    return drop.kind === 'day' ? labels.day(drop.date) : t('planner.unplanned');
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('planner.dnd.pickedUp', { name: nameOf(dragDataOf(active)) }),
    onDragOver: ({ active, over }) => {
      const name = nameOf(dragDataOf(active));
      const target = targetOf(over);
      return target ? t('planner.dnd.over', { name, target }) : t('planner.dnd.overNothing', { name });
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(dragDataOf(active));
      const target = targetOf(over);
      return target && whatDropDoes(active, over).kind !== 'ignore' ? t('planner.dnd.dropped', { name, target }) : t('planner.dnd.notDropped', { name });
    },
    onDragCancel: () => t('planner.dnd.cancelled'),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const drag = dragDataOf(active);
    const decision = whatDropDoes(active, over);
    if (decision.kind === 'add' && drag?.kind === 'recipe') void addEntry({ recipe: drag.recipe, date: decision.date, mealType: null });
    if (decision.kind === 'move' && drag?.kind === 'entry') void moveEntry(drag.entry.id, decision.date);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={plannerCollisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('planner.dnd.instructions') } }}
      onDragStart={({ active }) => setDragged(dragDataOf(active) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay>
        {dragged && <div className="max-w-xs truncate rounded-xl border-2 border-brand-600 bg-white px-4 py-3 font-medium text-stone-900 shadow-xl">{nameOf(dragged)}</div>}
      </DragOverlay>
    </DndContext>
  );
}
