import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealEntry } from '@/domain/planner/meal-entry';
import type { Recipe } from '@/domain/recipes/recipe';
import { UNPLANNED_DROP_ID } from './dnd/dnd-ids';
import { DropZoneHint } from './dnd/drop-zone-hint';
import { EntryRow } from './entry-row';
import { useDropTarget } from '../hooks/use-drop-target';

interface UnplannedAreaProps {
  entries: readonly MealEntry[];
  /** Viewers may neither drop here nor change the entries. */
  readOnly: boolean;
  recipeOf: (recipeId: string) => Recipe | null | undefined;
  /** Under the desktop grid (WeekGrid): its entries drawn with `renderEntry`, seven to a row like the days above. */
  grid?: { renderEntry: (entry: MealEntry, index: number, readOnly: boolean) => ReactNode };
}

/** 'Non planifiées': entries with no day yet, and a drop zone to take one off its day (spec B §4). */
export function UnplannedArea({ entries, readOnly, recipeOf, grid }: UnplannedAreaProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { setNodeRef, accepting } = useDropTarget(UNPLANNED_DROP_ID, { kind: 'unplanned' }, readOnly);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex flex-col border transition-colors ${grid ? 'gap-2 rounded-xl p-3' : 'gap-3 rounded-2xl p-4 shadow-sm'} ${accepting ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600' : 'border-stone-200 bg-white'}`}
    >
      <h2 id={headingId} className="font-semibold text-stone-900">
        {t('planner.unplanned')}
      </h2>
      {entries.length > 0 && (
        <ul className={grid ? 'grid grid-cols-7 gap-1.5' : 'flex flex-col gap-2'}>
          {entries.map((entry, index) =>
            grid ? grid.renderEntry(entry, index, readOnly || entry.isArchived) : <EntryRow key={entry.id} entry={entry} recipe={recipeOf(entry.recipeId)} readOnly={readOnly || entry.isArchived} />,
          )}
        </ul>
      )}
      <DropZoneHint readOnly={readOnly} accepting={accepting} />
    </section>
  );
}
