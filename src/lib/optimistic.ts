import type { Outcome } from '@/domain/shared/outcome';
import { answerOrQueued } from './connectivity';

export interface OptimisticWrite<ErrorKey extends string> {
  /**
   * Shows the change at once; returns what takes back exactly it, leaving what arrived meanwhile.
   * Without it the write shows only once the live queries bring it (from the device's cache too).
   */
  show?: () => () => void;
  /** The write, started as soon as the change shows. */
  write: () => Promise<unknown>;
  /** What a refusal tells the user. */
  error: ErrorKey;
  /** How the store shows the message, usually `set({ error })`. */
  fail: (error: ErrorKey) => void;
}

/**
 * How every store action writes: the change shows at once, and a refusal takes it back and says
 * why. Done when the write lands, or at once while it waits on the device for the network
 * (DESIGN.md §3, Offline): Firestore answers a queued write only once the network returns, and a
 * refusal then still takes the change back.
 */
export function optimistic<ErrorKey extends string>({ show = () => () => undefined, write, error, fail }: OptimisticWrite<ErrorKey>): Promise<Outcome<ErrorKey>> {
  const undo = show();
  const answer = (async (): Promise<Outcome<ErrorKey>> => {
    try {
      await write();
      return { ok: true };
    } catch (cause) {
      console.error(`Write refused (${error})`, cause);
      undo();
      fail(error);
      return { ok: false, error };
    }
  })();
  return answerOrQueued(answer, { ok: true });
}
