import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { newEntryPortions } from '@/domain/planner/portions';
import type { CalendarDay } from '@/domain/planner/week';
import type { Recipe } from '@/domain/recipes/recipe';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { selectPlannerSettings, useHousehold } from '@/features/household';
import { selectAddEntry, selectWeek } from '../store/selectors';
import { usePlanner } from '../store';
import { addMealDays, nextAddMealStep, type AddMealProgress } from '@/domain/planner/add-meal-steps';
import { DayPickerDialog } from './day-picker-dialog';
import { PlanDetailsDialog } from './plan-details-dialog';
import { RecipePickerDialog } from './recipe-picker-dialog';

/** What the flow starts from; null while closed. Keep it in state: a new object starts the flow afresh. */
export type AddMealStart = { recipe?: Recipe; date?: CalendarDay } | null;

/**
 * Adding a meal one dialog at a time (spec B §4): the recipe, the day, then portions and meal
 * type, skipping what the caller already knows (a day's add button gives the day, a popular
 * recipe the recipe). Closing any step ends the flow; a failed add shows in the planner's banner.
 */
export function AddMealFlow({ start, onDone }: { start: AddMealStart; onDone: () => void }) {
  const week = usePlanner(selectWeek);
  const addEntry = usePlanner(selectAddEntry);
  const { numberOfPersons, weekStartDay } = useHousehold(useShallow(selectPlannerSettings));
  // What the steps chose, for the flow `start` opened: a new start begins afresh.
  const [picked, setPicked] = useState<AddMealProgress & { start: AddMealStart }>({ start });
  // A dialog takes focus back whenever its onClose changes: give them one for the whole flow,
  // even if the caller passes a new onDone on every render.
  const latestOnDone = useRef(onDone);
  useLayoutEffect(() => {
    latestOnDone.current = onDone;
  });
  const done = useCallback(() => latestOnDone.current(), []);

  if (!start) return null;
  const own: AddMealProgress = picked.start === start ? picked : {};
  const pick = (choice: AddMealProgress) => setPicked({ ...own, ...choice, start });
  const next = nextAddMealStep({ recipe: own.recipe ?? start.recipe, date: own.date ?? start.date });

  switch (next.step) {
    case 'recipe':
      return <RecipePickerDialog onPick={(recipe) => pick({ recipe })} onClose={done} />;
    case 'date':
      return <DayPickerDialog days={addMealDays(week, weekStartDay, toCalendarDate(new Date()))} onPick={(date) => pick({ date })} onClose={done} />;
    case 'details': {
      const { recipe, date } = next;
      return (
        <PlanDetailsDialog
          recipe={recipe}
          defaultPortions={newEntryPortions(numberOfPersons, recipe.servings)}
          onConfirm={({ portions, mealType }) => {
            // The store shows the entry at once and rolls it back, with its banner, if refused.
            void addEntry({ recipe, date, mealType, portions });
            done();
          }}
          onClose={done}
        />
      );
    }
  }
}
