import { Suspense, type ComponentType } from 'react';
import { preloadedLazy } from '@/ui/preloaded-lazy';
import type { HeadStartScreen } from './head-start-screens';
import type { HeadStartHandle } from './member-only-route';

/**
 * A member-only screen that draws what this device last showed while the session and the
 * screen's own modules load (README, "A screen before the session answers"): the route waits for
 * the small head start alone, the screen loads beside it and takes over once both it and the
 * session are there.
 */
export const screenWithHeadStart =
  <Exports,>(load: () => Promise<Exports>, pick: (exports: Exports) => ComponentType, headStartScreen: HeadStartScreen) =>
  async () => {
    // Once there, the screen renders at once; until then a lazy one waits for it (and reports
    // its failure to the route's error screen when it renders).
    const screen = preloadedLazy(() => load().then(pick));
    const loading = screen.preload();
    // Its own chunk, which the entry loaded as the page started: visitors' pages load none of it.
    const HeadStart = await import('./head-starts').then(({ headStarts }) => headStarts[headStartScreen]());
    const handle: HeadStartHandle = { headStart: <HeadStart />, screen: loading };
    const Screen = screen.Component;
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
