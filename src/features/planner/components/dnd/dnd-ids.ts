import type { MealEntry } from '@/domain/planner/meal-entry';
import type { CalendarDay } from '@/domain/planner/week';
import type { Recipe } from '@/domain/recipes/recipe';

/** What can be dragged on the planner: a recipe card of the panel, or a planned entry. */
export type DragData = { kind: 'recipe'; recipe: Recipe } | { kind: 'entry'; entry: MealEntry };

/** Where it can be dropped: a day, or the unplanned area. The recipe grid is no drop target (spec B §4). */
export type DropData = { kind: 'day'; date: CalendarDay; readOnly: boolean } | { kind: 'unplanned' };

export const recipeDragId = (recipeId: string) => `recipe:${recipeId}`;
export const entryDragId = (entryId: string) => `entry:${entryId}`;
export const dayDropId = (date: CalendarDay) => `day:${date}`;
export const UNPLANNED_DROP_ID = 'unplanned';
