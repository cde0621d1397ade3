/**
 * Runs `work` once the browser has a moment with nothing to do (a task of its own where it cannot
 * say): for work a screen will need that does not wait for its data, done while it waits for it.
 */
export function whenIdle(work: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => work());
  else setTimeout(work);
}
