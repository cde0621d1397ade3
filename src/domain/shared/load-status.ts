/**
 * Where a store's read stands, in every store: not asked yet, under way, answered, or refused.
 * A read that answered "nothing there" is loaded; its data says what is missing.
 */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The read has not answered yet: it is under way, or has not started. */
export const isPending = (status: LoadStatus): boolean => status === 'idle' || status === 'loading';
