import { z } from 'zod';
import { weekStartDaySchema } from '../household/household';
import { calendarDateSchema } from '../shared/calendar-date';
import { portionsSchema } from './meal-entry';
import { mealTypeSchema } from './meal-types';
import { plannerWeek, type CalendarDay } from './week';

/** Generous bounds for what a device kept: a stored snapshot is read like any outside text. */
const text = z.string().max(500);

/**
 * The planner's current week as it last drew it (README, "A screen before the session answers"):
 * each day's meals with the names and portions shown. `recipeId` is null for a recipe that was
 * not found, whose name is then the screen's words for it.
 */
export const weekPreviewSchema = z.object({
  weekStart: calendarDateSchema,
  weekStartDay: weekStartDaySchema,
  days: z
    .array(
      z.object({
        day: calendarDateSchema,
        meals: z
          .array(
            z.object({
              id: text,
              recipeId: z.string().regex(/^[\w-]{1,200}$/).nullable(),
              name: text,
              mealType: mealTypeSchema.nullable(),
              portions: portionsSchema,
            }),
          )
          .max(60),
      }),
    )
    .max(7),
});

export type WeekPreview = z.infer<typeof weekPreviewSchema>;

/** Whether a kept week is the one the planner opens on `today`: a week gone by is never drawn as this one. */
export function isWeekShownOn(preview: Pick<WeekPreview, 'weekStart' | 'weekStartDay'>, today: CalendarDay): boolean {
  return plannerWeek(today, preview.weekStartDay, today).start === preview.weekStart;
}
