import { useTranslation } from 'react-i18next';
import type { usePlannedEntry } from '../../hooks/use-planned-entry';

const sizes = {
  // A card of the desktop grid's seven columns has room for a small handle, aimed with a pointer.
  compact: 'h-7 w-7 rounded-md',
  // A phone's row keeps a finger's 44 px target; from md a pointer aims, so it narrows.
  row: 'h-11 w-11 rounded-lg text-lg md:w-8',
} as const;

type Drag = ReturnType<typeof usePlannedEntry>['drag'];

interface DragHandleProps extends Pick<Drag, 'setActivatorNodeRef' | 'attributes' | 'listeners'> {
  /** The meal's name, which the handle's label gives. */
  name: string;
  size: keyof typeof sizes;
}

/** The handle that drags a planned meal to another day, the same on the grid's card and the phone's row. */
export function DragHandle({ setActivatorNodeRef, attributes, listeners, name, size }: DragHandleProps) {
  const { t } = useTranslation();
  return (
    // touch-action: manipulation, not none: a swipe on the handle still scrolls; a long press drags.
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('planner.entry.move', { recipe: name })}
      className={`relative z-10 flex shrink-0 cursor-grab touch-manipulation items-center justify-center text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 ${sizes[size]}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
