/**
 * The shell's household queries (household-sync.tsx), which start once someone signs in. A
 * member-only screen asks for their modules while the session loads (RequireAuth), so that the
 * queries start as soon as it answers instead of after one more download and start-up.
 */
export const loadHouseholdSync = () => import('./household-sync');
