import type { MealEntry } from '@/domain/planner/meal-entry';
import type { MealForList } from '@/domain/planner/meals-to-list';
import { DAYS_PER_WEEK } from '@/domain/planner/week';
import { menuSideOf } from '@/domain/planner/week-grid';
import type { DayLayout, WeekLayout } from '@/domain/planner/week-layout';
import type { Recipe } from '@/domain/recipes/recipe';
import { CompactEntry } from './compact-entry';
import { DayCard } from './day-card';
import { UnplannedArea } from './unplanned-area';

/** What the week's days are drawn from, in the grid as on the cards (WeekCards). */
export interface WeekDaysProps {
  layout: WeekLayout<MealEntry>;
  /** Viewers change nothing. */
  canEdit: boolean;
  /** What a day's button adds to the grocery list by hand; null when the days offer none. */
  toListOf: (day: DayLayout<MealEntry>) => readonly MealForList[] | null;
  recipeOf: (recipeId: string) => Recipe | null | undefined;
  onAdd: (date: string) => void;
}

/**
 * The desktop's week (from 1024 px): the days as seven columns, each a drop target its full
 * height, their meals as compact cards in meal-type order, and the unplanned entries under them
 * seven to a row. Loaded with its first showing, as the recipe panel is: a phone never needs it.
 */
export function WeekGrid({ layout, canEdit, toListOf, recipeOf, onAdd }: WeekDaysProps) {
  return (
    <>
      <div className="grid grid-cols-7 gap-1.5">
        {layout.days.map((day, column) => {
          const side = menuSideOf(column, DAYS_PER_WEEK);
          return (
            <DayCard
              key={day.day}
              day={day}
              readOnly={day.readOnly || !canEdit}
              toList={toListOf(day)}
              recipeOf={recipeOf}
              onAdd={onAdd}
              column={{ renderEntry: (entry, readOnly) => <CompactEntry key={entry.id} entry={entry} recipe={recipeOf(entry.recipeId)} readOnly={readOnly} side={side} /> }}
            />
          );
        })}
      </div>
      <UnplannedArea
        entries={layout.unplanned}
        readOnly={!canEdit}
        recipeOf={recipeOf}
        grid={{
          renderEntry: (entry, index, readOnly) => (
            <CompactEntry key={entry.id} entry={entry} recipe={recipeOf(entry.recipeId)} readOnly={readOnly} side={menuSideOf(index % DAYS_PER_WEEK, DAYS_PER_WEEK)} />
          ),
        }}
      />
    </>
  );
}
