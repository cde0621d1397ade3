import { isValidElement, type ReactElement } from 'react';

/** The handle of the routes under RequireAuth or RequireAdmin: the shell knows a member-only screen by it. */
export const memberOnlyRoute = { memberOnly: true } as const;

export const isMemberOnlyRoute = (handle: unknown): boolean => handle === memberOnlyRoute;

/**
 * The handle of a member-only screen that draws what this device last showed while the session
 * loads (README, "A screen before the session answers").
 */
export interface HeadStartHandle {
  headStart: ReactElement;
  /** The screen's own modules, loading beside the head start: settled once the screen can render. */
  screen: Promise<unknown>;
}

export const isHeadStartHandle = (handle: unknown): handle is HeadStartHandle =>
  typeof handle === 'object' && handle !== null && 'headStart' in handle && isValidElement(handle.headStart) && 'screen' in handle;

/** The deepest matched screen's head start, if it has one. */
export function headStartOf(matches: readonly { handle: unknown }[]): ReactElement | null {
  const handle = matches.at(-1)?.handle;
  return isHeadStartHandle(handle) ? handle.headStart : null;
}
