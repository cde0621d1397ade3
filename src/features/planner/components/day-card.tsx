import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealEntry } from '@/domain/planner/meal-entry';
import type { MealForList } from '@/domain/planner/meals-to-list';
import { dayTone } from '@/domain/planner/week-grid';
import type { DayLayout } from '@/domain/planner/week-layout';
import type { Recipe } from '@/domain/recipes/recipe';
import { PlusIcon } from '@/ui/icons';
import { AddToGroceryListButton } from './add-to-grocery-list-button';
import { dayFrames } from './day-frames';
import { dayDropId } from './dnd/dnd-ids';
import { DropZoneHint } from './dnd/drop-zone-hint';
import { EntryRow } from './entry-row';
import { useDayLabels } from '../hooks/use-day-labels';
import { useDropTarget } from '../hooks/use-drop-target';


interface DayCardProps {
  day: DayLayout<MealEntry>;
  /** The day's own read-only state, or the user's (viewers change nothing). */
  readOnly: boolean;
  /** The meals its button adds to the grocery list by hand (none: no button); null when it offers none. */
  toList: readonly MealForList[] | null;
  recipeOf: (recipeId: string) => Recipe | null | undefined;
  onAdd: (date: string) => void;
  /** A column of the desktop grid (WeekGrid), drawing its meals with `renderEntry`; a card of rows otherwise. */
  column?: { renderEntry: (entry: MealEntry, readOnly: boolean) => ReactNode };
}

/**
 * One day of the week (spec B §2): its name, its entries by meal type, an add button and a drop
 * zone; a button adding its meals to the grocery list by hand, absent where there is nothing to
 * add (a read-only day, past or archived, a day without recipes, or, with automation on, a day
 * whose meals are all on the list). In the grid the whole column, its full height, is the drop zone.
 */
export function DayCard({ day, readOnly, toList, recipeOf, onAdd, column }: DayCardProps) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  const headingId = useId();
  const { setNodeRef, accepting } = useDropTarget(dayDropId(day.day), { kind: 'day', date: day.day, readOnly });
  const today = day.timing === 'today';
  const name = labels.day(day.day);
  const frame = accepting ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600' : dayFrames[dayTone(day)];
  const shape = column ? 'gap-2 rounded-xl p-1.5' : 'gap-3 rounded-2xl p-4 shadow-sm';

  return (
    <section ref={setNodeRef} aria-labelledby={headingId} aria-current={today ? 'date' : undefined} className={`flex min-w-0 flex-col border transition-colors ${shape} ${frame}`}>
      <div className={column ? 'flex flex-col gap-1' : 'flex items-center justify-between gap-3'}>
        <h2 id={headingId} className={`flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-stone-900 ${column ? 'px-0.5 text-sm leading-tight' : ''}`}>
          <time dateTime={day.day}>{name}</time>
          {today && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">{t('planner.today')}</span>}
        </h2>
        {!readOnly && (
          <div className={`flex shrink-0 items-center gap-1 ${column ? 'justify-end' : ''}`}>
            {toList && day.entries.length > 0 && <AddToGroceryListButton meals={toList} label={t('planner.groceryList.addDay', { day: name })} hideWhenEmpty />}
            <button
              type="button"
              onClick={() => onAdd(day.day)}
              aria-label={t('planner.addToDay', { day: name })}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 md:h-9 md:w-9"
            >
              <PlusIcon width={20} height={20} />
            </button>
          </div>
        )}
      </div>
      {day.entries.length === 0 ? (
        <p className={`text-stone-600 ${column ? 'px-0.5 text-xs' : 'text-sm'}`}>{t('planner.noEntries')}</p>
      ) : (
        <ul className={`flex flex-col ${column ? 'gap-1.5' : 'gap-2'}`}>
          {day.entries.map((entry) => (column ? column.renderEntry(entry, readOnly) : <EntryRow key={entry.id} entry={entry} recipe={recipeOf(entry.recipeId)} readOnly={readOnly} />))}
        </ul>
      )}
      <DropZoneHint readOnly={readOnly} accepting={accepting} fill={column !== undefined} />
    </section>
  );
}
