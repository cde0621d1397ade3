import { useSession } from '.';
import type { SessionState } from './state';

// What another feature's store reads of the session: a selector's answer now, and each change
// after (the household store follows the session this way). Components use the useSession hook.

/** The session as a selector sees it now. */
export const readSession = <T>(select: (state: SessionState) => T): T => select(useSession.getState());

/** Calls the listener on each change of the session; returns the stop function. */
export const onSessionChange = (listener: (state: SessionState) => void): (() => void) => useSession.subscribe(listener);
