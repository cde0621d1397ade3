import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useHousehold } from '../store';
import type { HouseholdState } from '../store/state';

const selectHouseholdAccess = (state: HouseholdState) => state.household?.id ?? null;
const selectConfirmed = (state: HouseholdState) => state.householdConfirmed;
const selectRoles = (state: HouseholdState) => state.roles;

/**
 * Removed from the current household by an owner (issue 11): the service moved the user's
 * default household in the same transaction, the session follows the user document, and the
 * screen that showed the lost household's data goes to /recipes in the new one. A switch made
 * by the user keeps the membership, so this leaves it to the user menu. A household only the
 * device's cache named (a removal made while the app was closed) was never the session's: the
 * screen the user opened stays, in the household the server names.
 */
export function useLeaveLostHousehold(): void {
  const householdId = useHousehold(selectHouseholdAccess);
  const confirmed = useHousehold(selectConfirmed);
  const roles = useHousehold(selectRoles);
  const previous = useRef<{ id: string | null; confirmed: boolean }>({ id: null, confirmed: false });
  const navigate = useNavigate();

  useEffect(() => {
    const lost = previous.current;
    const same = lost.id === householdId;
    previous.current = { id: householdId, confirmed: confirmed || (same && lost.confirmed) };
    if (lost.id && lost.confirmed && householdId && !same && roles[lost.id] === undefined) void navigate(paths.recipes.href(), { replace: true });
  }, [householdId, confirmed, roles, navigate]);
}
