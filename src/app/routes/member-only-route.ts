/** The handle of the routes under RequireAuth or RequireAdmin: the shell knows a member-only screen by it. */
export const memberOnlyRoute = { memberOnly: true } as const;

export const isMemberOnlyRoute = (handle: unknown): boolean => handle === memberOnlyRoute;
