import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';

/**
 * A lazy component whose module can be asked for ahead (`preload`), and which renders at once
 * once it is there. React's own lazy suspends on its first render even then, and a Suspense
 * boundary that showed its fallback reveals its content no sooner than 300 ms later: the phone
 * planner's days waited that long after the week had answered.
 */
export function preloadedLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): { Component: ComponentType<Props>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined;
  // A failed load is tried again by the next preload or render.
  const preload = loadOnce(() => load().then((Loaded) => (loaded = Loaded)));
  const Lazy = lazy(() => preload().then((Loaded) => ({ default: Loaded })));
  function Component(props: Props) {
    // A mount keeps the component it started with: switching from the lazy one to the loaded
    // one on a later render would mount it anew and lose its state.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return { Component, preload };
}
