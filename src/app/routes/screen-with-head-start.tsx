import { createElement, Suspense, use, type ComponentType } from 'react';
import type { HeadStartHandle } from './member-only-route';

/**
 * A member-only screen that draws what this device last showed while the session and the screen's
 * own modules load (README, "A screen before the session answers"): the route waits for the small head start alone, the screen
 * loads beside it and takes over once both it and the session are there.
 */
export const screenWithHeadStart =
  <Exports, HeadStartExports>(
    load: () => Promise<Exports>,
    pick: (exports: Exports) => ComponentType,
    loadHeadStart: () => Promise<HeadStartExports>,
    pickHeadStart: (exports: HeadStartExports) => ComponentType,
  ) =>
  async () => {
    const page = settled(load().then((exports) => createElement(pick(exports))));
    const HeadStart = pickHeadStart(await loadHeadStart());
    const handle: HeadStartHandle = { headStart: <HeadStart />, screen: page };
    const Screen = () => use(page);
    return {
      Component: function ScreenAfterHeadStart() {
        return (
          <Suspense fallback={<HeadStart />}>
            <Screen />
          </Suspense>
        );
      },
      handle,
    };
  };

/**
 * A promise that says when it has settled, as React's `use` reads it: a screen already loaded
 * renders at once instead of suspending for a tick and drawing its fallback. A failure is the
 * screen's to report when it renders (the route's error screen), not an unhandled rejection.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}
