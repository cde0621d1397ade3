import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { MealEntry } from '@/domain/planner/meal-entry';
import type { MenuSide } from '@/domain/planner/week-grid';
import { selectEntryActions } from '../store/selectors';
import { usePlanner } from '../store';
import { MealTypeSelect } from './meal-type-select';
import { PortionsEditor } from './portions-editor';

/**
 * The grid card's '⋯' button and what it opens under the card: the meal type, the portions and
 * delete of the phone's row, too wide for a column. A disclosure, not a modal: Tab walks into it
 * from the button, Escape or a click elsewhere closes it.
 */
export function EntryOptions({ entry, name, side }: { entry: MealEntry; name: string; side: MenuSide }) {
  const { t } = useTranslation();
  const { removeEntry } = usePlanner(useShallow(selectEntryActions));
  const open = usePlanner((state) => state.optionsOpenFor === entry.id);
  const showOptionsOf = usePlanner((state) => state.showOptionsOf);
  const setOpen = (shown: boolean) => showOptionsOf(shown ? entry.id : null);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && wrapper.current?.contains(event.target))) showOptionsOf(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, showOptionsOf]);

  return (
    // Above the neighbouring cards' own controls while open, so the panel is not drawn under them.
    <div
      ref={wrapper}
      className={`relative ${open ? 'z-30' : 'z-10'}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('planner.entry.options', { recipe: name })}
        onClick={() => setOpen(!open)}
        className="flex h-7 w-7 items-center justify-center rounded-md text-lg leading-none text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('planner.entry.options', { recipe: name })}
          className={`absolute top-full mt-1 flex w-56 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-lg ${side === 'start' ? 'left-0' : 'right-0'}`}
        >
          <MealTypeSelect
            entry={entry}
            name={name}
            className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          <PortionsEditor entry={entry} />
          <button
            type="button"
            onClick={() => void removeEntry(entry.id)}
            aria-label={t('planner.entry.remove', { recipe: name })}
            className="h-9 rounded-lg border border-stone-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('planner.entry.delete')}
          </button>
        </div>
      )}
    </div>
  );
}
