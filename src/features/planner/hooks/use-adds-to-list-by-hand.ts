import { useShallow } from 'zustand/react/shallow';
import { isGroceryAutomationOn } from '@/domain/household/household';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { mealsToList, type MealForList } from '@/domain/planner/meals-to-list';
import type { DayLayout } from '@/domain/planner/week-layout';
import { selectMealsOnList, useGrocery } from '@/features/grocery';
import { selectCanEditHouseholdContent, selectPlannerSettings, useHousehold } from '@/features/household';

/** How the planner offers to add days and the week to the grocery list. */
export interface AddsToListByHand {
  /** What a button over these days adds. */
  mealsOf: (days: readonly DayLayout<MealEntry>[]) => MealForList[];
  /** Adding by hand is the only way meals reach the list: the week's button stays, disabled when it has nothing to add. */
  always: boolean;
}

/**
 * Whether and what the planner offers to add to the grocery list by hand, null for nothing. With
 * the household's automation off (spec B §2), every meal of the open days. With it on, planning
 * a meal adds it already (spec B §4), so only the meals the active list misses: once the list is
 * archived, the week's remaining meals go on the new one this way. Never to viewers, who change
 * nothing but ticks (DESIGN.md §3).
 */
export function useAddsToListByHand(): AddsToListByHand | null {
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const { numberOfPersons } = useHousehold(useShallow(selectPlannerSettings));
  // Known once the household is (spec A §3: on unless false).
  const automation = useHousehold((state) => (state.household ? isGroceryAutomationOn(state.household) : null));
  const held = useGrocery(selectMealsOnList);
  if (!canEdit || automation === null) return null;
  if (!automation) return { mealsOf: (days) => mealsToList(days, numberOfPersons), always: true };
  // Until the list has answered, any meal may be on it.
  return held ? { mealsOf: (days) => mealsToList(days, numberOfPersons, held), always: false } : null;
}
