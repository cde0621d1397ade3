import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useHousehold } from '../store';
import type { HouseholdState } from '../store/state';

const selectHouseholdAccess = (state: HouseholdState) => state.household?.id ?? null;
const selectRoles = (state: HouseholdState) => state.roles;

/**
 * Removed from the current household by an owner (issue 11): the service moved the user's
 * default household in the same transaction, the session follows the user document, and the
 * screen that showed the lost household's data goes to /recipes in the new one. A switch made
 * by the user keeps the membership, so this leaves it to the user menu.
 */
export function useLeaveLostHousehold(): void {
  const householdId = useHousehold(selectHouseholdAccess);
  const roles = useHousehold(selectRoles);
  const previous = useRef<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const lost = previous.current;
    previous.current = householdId;
    if (lost && householdId && lost !== householdId && roles[lost] === undefined) void navigate(paths.recipes.href(), { replace: true });
  }, [householdId, roles, navigate]);
}
