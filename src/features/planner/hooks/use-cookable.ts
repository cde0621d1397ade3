import { isCookable } from '@/domain/planner/cooked-meal';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';

/** Whether a meal shows 'Cuisiné': today's or a past day's, to someone who may change the cupboard (viewers only read). */
export function useCookable(entry: Pick<MealEntry, 'date' | 'isArchived'>): boolean {
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  return canEdit && isCookable(entry, toCalendarDate(new Date()));
}
