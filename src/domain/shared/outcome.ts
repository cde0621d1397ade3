/**
 * What a store action answers its screen: done, or why not as a locale key the screen only
 * translates. Failures stay typed keys all the way up: no transport error reaches a component.
 */
export type Outcome<ErrorKey extends string> = { ok: true } | { ok: false; error: ErrorKey };
