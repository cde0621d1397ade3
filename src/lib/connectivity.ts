import { createStore } from './create-store';

/**
 * Whether the browser has a network, and whether changes made without one still wait for the
 * server (DESIGN.md §3, Offline): Firestore queues writes in its local cache and sends them when
 * the network returns; the shell says so in a small banner.
 */
interface ConnectivityState {
  online: boolean;
  /** Changes are queued in the local cache, not yet acknowledged by the server. */
  waiting: boolean;
  /**
   * The writes this page made that the server has not answered yet (answerOrQueued counts them):
   * what the banner tells offline. Writes queued before a reload are not among them.
   */
  unanswered: number;
}

export const useConnectivity = createStore<ConnectivityState>(() => ({ online: true, waiting: false, unanswered: 0 }));

const countUnanswered = (by: number) => useConnectivity.setState((state) => ({ unanswered: state.unanswered + by }));

/** Counts a write as unanswered until the server answers it, landed or refused; returns it as it is. */
export function countUntilAnswered<T>(write: Promise<T>): Promise<T> {
  countUnanswered(1);
  void write.then(
    () => countUnanswered(-1),
    () => countUnanswered(-1),
  );
  return write;
}

/**
 * The answer of a write, or `queued` as soon as the browser has no network (at once when it has
 * none now): Firestore then keeps the write on the device, already shown, and answers only once
 * the network returns, which a screen waiting on it must not wait for. The write counts as
 * unanswered until its answer comes, whenever that is.
 */
export function answerOrQueued<T>(answer: Promise<T>, queued: T): Promise<T> {
  countUntilAnswered(answer);
  return new Promise<T>((resolve, reject) => {
    const stop = useConnectivity.subscribe((state) => {
      if (!state.online) resolve(queued);
    });
    if (!useConnectivity.getState().online) resolve(queued);
    void answer.then(resolve, reject).finally(stop);
  });
}

/** How often, without a network, the banner asks whether changes are queued. */
export const QUEUE_CHECK_MS = 2_000;

export interface ConnectivitySource {
  isOnline: () => boolean;
  /** Resolves once every write made so far is acknowledged by the server (Firestore's waitForPendingWrites). */
  pendingWritesSettled: () => Promise<void>;
  /** Calls back on the browser's online and offline events; returns the stop function. */
  onChange: (callback: () => void) => () => void;
}

/**
 * Follows the network and the write queue; returns the stop function. A check that has not
 * settled when the next one starts still counts: the queue is not empty until one settles.
 */
export function followConnectivity(source: ConnectivitySource): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let checks = 0;
  let beenOffline = false;

  const checkQueue = () => {
    const check = ++checks;
    let settled = false;
    void source.pendingWritesSettled().then(() => {
      settled = true;
      if (check === checks) useConnectivity.setState({ waiting: false });
    });
    // A promise that settles at once means nothing is queued: give it a turn before saying otherwise.
    const sayWaiting = () => {
      if (!settled && check === checks) useConnectivity.setState({ waiting: true });
    };
    queueMicrotask(() => queueMicrotask(sayWaiting));
  };

  const update = () => {
    const online = source.isOnline();
    beenOffline ||= !online;
    useConnectivity.setState({ online });
    clearInterval(timer);
    // Only changes made without a network wait for it. Before the browser has lost it, a check
    // would only find Firestore still starting up, and its banner would push the page down and
    // back up as the page loads.
    if (!beenOffline) return;
    checkQueue();
    if (!online) timer = setInterval(checkQueue, QUEUE_CHECK_MS);
  };

  update();
  const stop = source.onChange(update);
  return () => {
    stop();
    clearInterval(timer);
  };
}
