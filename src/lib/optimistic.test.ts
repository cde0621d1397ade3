import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectivity } from './connectivity';
import { resetAllStores } from './create-store';
import { optimistic } from './optimistic';

/** A write the test answers or refuses when it likes. */
function pendingWrite() {
  const controls = { land: () => {}, refuse: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    controls.land = () => resolve();
    controls.refuse = () => reject(new Error('denied'));
  });
  return { promise, ...controls };
}

/** A shown value, what the store's error setter received, and the write: what a store action holds. */
function scene() {
  const state = { shown: 'before', error: null as string | null };
  const written = pendingWrite();
  const outcome = optimistic({
    show: () => {
      state.shown = 'after';
      return () => (state.shown = 'before');
    },
    write: () => written.promise,
    error: 'test.errors.write',
    fail: (error) => (state.error = error),
  });
  return { state, written, outcome };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  resetAllStores();
});

describe('optimistic', () => {
  it('shows the change at once, before the write answers', () => {
    const { state } = scene();
    expect(state).toEqual({ shown: 'after', error: null });
  });

  it('answers done once the write lands, and keeps the change', async () => {
    const { state, written, outcome } = scene();
    written.land();
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(state).toEqual({ shown: 'after', error: null });
  });

  it('takes the change back on refusal and says why with its locale key', async () => {
    const { state, written, outcome } = scene();
    written.refuse();
    await expect(outcome).resolves.toEqual({ ok: false, error: 'test.errors.write' });
    expect(state).toEqual({ shown: 'before', error: 'test.errors.write' });
    expect(console.error).toHaveBeenCalledWith('Write refused (test.errors.write)', expect.any(Error));
  });

  it('writes with nothing to show, and says why when refused', async () => {
    const errors: string[] = [];
    const outcome = optimistic({ write: () => Promise.reject(new Error('denied')), error: 'test.errors.write', fail: (error) => errors.push(error) });
    await expect(outcome).resolves.toEqual({ ok: false, error: 'test.errors.write' });
    expect(errors).toEqual(['test.errors.write']);
  });

  it('answers done at once while the write waits on the device, and a later refusal still takes it back', async () => {
    useConnectivity.setState({ online: false });
    const { state, written, outcome } = scene();
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(state).toEqual({ shown: 'after', error: null });

    useConnectivity.setState({ online: true });
    written.refuse();
    await vi.waitFor(() => expect(state).toEqual({ shown: 'before', error: 'test.errors.write' }));
  });
});

describe('optimistic with an overlay', () => {
  /** An overlay the test can see laid and lifted. */
  function overlaid(answer: 'land' | 'refuse') {
    const state = { laid: false, lifts: 0, error: null as string | null };
    const written = pendingWrite();
    const outcome = optimistic({
      overlay: () => {
        state.laid = true;
        return () => {
          state.laid = false;
          state.lifts += 1;
        };
      },
      write: () => written.promise,
      error: 'test.errors.write',
      fail: (error) => (state.error = error),
    });
    written[answer]();
    return { state, outcome };
  }

  it('lays the change at once and lifts it once the write lands', async () => {
    const { state, outcome } = overlaid('land');
    expect(state.laid).toBe(true);
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(state).toEqual({ laid: false, lifts: 1, error: null });
  });

  it('lifts it once on refusal too, and says why', async () => {
    const { state, outcome } = overlaid('refuse');
    await expect(outcome).resolves.toEqual({ ok: false, error: 'test.errors.write' });
    expect(state).toEqual({ laid: false, lifts: 1, error: 'test.errors.write' });
  });
});
