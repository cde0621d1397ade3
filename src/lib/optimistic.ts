import type { Outcome } from '@/domain/shared/outcome';
import { answerOrQueued } from './connectivity';

export interface OptimisticWrite<ErrorKey extends string> {
  /**
   * Shows the change at once; returns what takes back exactly it, leaving what arrived meanwhile.
   * Without it the write shows only once the live queries bring it (from the device's cache too).
   */
  show?: () => () => void;
  /**
   * Lays the change over every answer of the live query until the write settles; returns what
   * lifts it, run whatever the answer. For changes a quick next tap may follow: an answer the
   * database computed before this write reached the device's cache must not take it back, and
   * once the write has settled the live query shows what was stored.
   */
  overlay?: () => () => void;
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
export function optimistic<ErrorKey extends string>({ show = () => () => undefined, overlay = () => () => undefined, write, error, fail }: OptimisticWrite<ErrorKey>): Promise<Outcome<ErrorKey>> {
  const undo = show();
  const lift = overlay();
  const answer = (async (): Promise<Outcome<ErrorKey>> => {
    try {
      await write();
      lift();
      return { ok: true };
    } catch (cause) {
      console.error(`Write refused (${error})`, cause);
      lift();
      undo();
      fail(error);
      return { ok: false, error };
    }
  })();
  return answerOrQueued(answer, { ok: true });
}
