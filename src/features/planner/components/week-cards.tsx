import { DayCard } from './day-card';
import { UnplannedArea } from './unplanned-area';
import type { WeekDaysProps } from './week-grid';

/** The week below 1024 px (phones, small tablets): one card per day, then the unplanned entries. */
export function WeekCards({ layout, canEdit, toListOf, recipeOf, onAdd }: WeekDaysProps) {
  return (
    <>
      {layout.days.map((day) => (
        <DayCard key={day.day} day={day} readOnly={day.readOnly || !canEdit} toList={toListOf(day)} recipeOf={recipeOf} onAdd={onAdd} />
      ))}
      <UnplannedArea entries={layout.unplanned} readOnly={!canEdit} recipeOf={recipeOf} />
    </>
  );
}
