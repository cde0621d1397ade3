import { createElement, Suspense, use, type ComponentType } from 'react';
import type { HeadStartHandle } from './member-only-route';

/**
 * A member-only screen that draws what this device last showed while the session and the
 * screen's own modules load (README, "A screen before the session answers"): the route waits for
 * the small head start alone, the screen loads beside it and takes over once both it and the
 * session are there.
 */
export const screenWithHeadStart =
  <Exports, HeadStartExports>(
    load: () => Promise<Exports>,
    pick: (exports: Exports) => ComponentType,
    loadHeadStart: () => Promise<HeadStartExports>,
    pickHeadStart: (exports: HeadStartExports) => ComponentType,
  ) =>
  async () => {
    const loading = load().then(pick);
    // Once there, the screen renders as a plain component; `use` only waits for it meanwhile
    // (and reports its failure to the route's error screen when it renders).
    let loaded: ComponentType | undefined;
    loading.then(
      (Page) => (loaded = Page),
      () => undefined,
    );
    const HeadStart = pickHeadStart(await loadHeadStart());
    const handle: HeadStartHandle = { headStart: <HeadStart />, screen: loading };
    const Screen = () => createElement(loaded ?? use(loading));
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
