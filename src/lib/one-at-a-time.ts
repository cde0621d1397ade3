/**
 * Runs tasks one after another in the order they were given, whatever each one's fate: a task
 * starts when the one before it has settled. A refused task fails only its own caller.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const next = last.then(task);
    last = next.catch(() => undefined);
    return next;
  };
}
