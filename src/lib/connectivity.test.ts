import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOrQueued, followConnectivity, QUEUE_CHECK_MS, useConnectivity, type ConnectivitySource } from './connectivity';
import { resetAllStores } from './create-store';

/** A network that the test switches, and a write queue it fills and empties. */
function fakeSource() {
  let online = true;
  let queued = 0;
  let release: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const source: ConnectivitySource = {
    isOnline: () => online,
    pendingWritesSettled: () => (queued === 0 ? Promise.resolve() : new Promise<void>((resolve) => release.push(resolve))),
    onChange: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return {
    source,
    setOnline: (value: boolean) => {
      online = value;
      listeners.forEach((listener) => listener());
    },
    queue: () => void queued++,
    acknowledge: () => {
      queued = 0;
      release.forEach((resolve) => resolve());
      release = [];
    },
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
  resetAllStores();
});

describe('followConnectivity', () => {
  it('says offline, then that changes wait, then that they are sent, then nothing', async () => {
    vi.useFakeTimers();
    const network = fakeSource();
    const stop = followConnectivity(network.source);
    await settle();
    expect(useConnectivity.getState()).toMatchObject({ online: true, waiting: false });

    network.setOnline(false);
    await settle();
    expect(useConnectivity.getState()).toMatchObject({ online: false, waiting: false });

    // A tick made offline: the next check finds it queued.
    network.queue();
    await vi.advanceTimersByTimeAsync(QUEUE_CHECK_MS);
    expect(useConnectivity.getState()).toMatchObject({ online: false, waiting: true });

    network.setOnline(true);
    await settle();
    expect(useConnectivity.getState()).toMatchObject({ online: true, waiting: true });

    network.acknowledge();
    await settle();
    expect(useConnectivity.getState()).toMatchObject({ online: true, waiting: false });
    stop();
  });

  it('says nothing at start-up with a network, while Firestore is still starting', async () => {
    vi.useFakeTimers();
    const network = fakeSource();
    // Firestore answers nothing during its start-up: a check now would look like a queue.
    network.queue();
    const pendingWritesSettled = vi.spyOn(network.source, 'pendingWritesSettled');
    const stop = followConnectivity(network.source);
    await vi.advanceTimersByTimeAsync(QUEUE_CHECK_MS * 2);
    expect(useConnectivity.getState()).toMatchObject({ online: true, waiting: false });
    expect(pendingWritesSettled).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening and checking once stopped', async () => {
    vi.useFakeTimers();
    const network = fakeSource();
    const pendingWritesSettled = vi.spyOn(network.source, 'pendingWritesSettled');
    const stop = followConnectivity(network.source);
    network.setOnline(false);
    stop();
    const calls = pendingWritesSettled.mock.calls.length;
    await vi.advanceTimersByTimeAsync(QUEUE_CHECK_MS * 3);
    expect(pendingWritesSettled.mock.calls.length).toBe(calls);
  });
});

describe('answerOrQueued', () => {
  /** A write's answer that the test gives when it likes. */
  function pendingAnswer() {
    let answer = (_: string) => {};
    let refuse = (_: Error) => {};
    const promise = new Promise<string>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
    return { promise, answer, refuse };
  }

  it('gives the answer, or the refusal, while the network is there', async () => {
    const landing = pendingAnswer();
    const waiting = answerOrQueued(landing.promise, 'queued');
    landing.answer('landed');
    await expect(waiting).resolves.toBe('landed');

    const refusing = pendingAnswer();
    const refused = answerOrQueued(refusing.promise, 'queued');
    refusing.refuse(new Error('denied'));
    await expect(refused).rejects.toThrow('denied');
  });

  it('says queued at once without a network, and as soon as the network goes', async () => {
    useConnectivity.setState({ online: false });
    await expect(answerOrQueued(pendingAnswer().promise, 'queued')).resolves.toBe('queued');

    useConnectivity.setState({ online: true });
    const waiting = answerOrQueued(pendingAnswer().promise, 'queued');
    useConnectivity.setState({ online: false });
    await expect(waiting).resolves.toBe('queued');
  });
});

describe('the unanswered writes', () => {
  /** A write the test answers or refuses when it likes. */
  function write() {
    const controls = { answer: () => {}, refuse: () => {} };
    const promise = new Promise<string>((resolve, reject) => {
      controls.answer = () => resolve('landed');
      controls.refuse = () => reject(new Error('denied'));
    });
    return { promise, ...controls };
  }

  it('counts each write until the server answers it, landed or refused, online or not', async () => {
    useConnectivity.setState({ online: false, unanswered: 0 });
    const [first, second, third] = [write(), write(), write()];
    await Promise.all([first, second, third].map((one) => answerOrQueued(one.promise, 'queued')));
    expect(useConnectivity.getState().unanswered).toBe(3);

    useConnectivity.setState({ online: true });
    first.answer();
    second.refuse();
    await Promise.allSettled([first.promise, second.promise]);
    expect(useConnectivity.getState().unanswered).toBe(1);
    third.answer();
    await third.promise;
    expect(useConnectivity.getState().unanswered).toBe(0);
  });
});
