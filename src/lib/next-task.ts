/** Resolves in a task of its own, so the browser can paint and answer a tap before what follows. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
