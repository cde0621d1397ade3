import { isGroceryAutomationOn } from '@/domain/household/organization';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';

/**
 * Whether the planner offers to add days and the week to the grocery list (spec B §2): only
 * with the household's automation off (with it on, planning a meal already adds it, spec B §4),
 * and never to viewers, who change nothing but ticks (DESIGN.md §3).
 */
export function useAddsToListByHand(): boolean {
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  // Off only once the household is known to have turned it off (spec A §3: on unless false).
  const automationOff = useHousehold((state) => state.organization !== null && !isGroceryAutomationOn(state.organization));
  return canEdit && automationOff;
}
