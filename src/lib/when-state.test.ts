import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand';
import { whenState } from './when-state';

describe('whenState', () => {
  afterEach(() => vi.useRealTimers());

  it('answers at once when the state already holds', async () => {
    const store = createStore(() => ({ loading: false }));
    await expect(whenState(store, (state) => !state.loading, 1_000)).resolves.toBe(true);
  });

  it('answers when the state comes to hold, and stops listening', async () => {
    const store = createStore(() => ({ loading: true }));
    const holds = vi.fn((state: { loading: boolean }) => !state.loading);
    const answer = whenState(store, holds, 1_000);
    store.setState({ loading: false });
    await expect(answer).resolves.toBe(true);
    const asked = holds.mock.calls.length;
    store.setState({ loading: true });
    expect(holds).toHaveBeenCalledTimes(asked);
  });

  it('gives up after the bound', async () => {
    vi.useFakeTimers();
    const store = createStore(() => ({ loading: true }));
    const answer = whenState(store, (state) => !state.loading, 1_000);
    vi.advanceTimersByTime(1_000);
    await expect(answer).resolves.toBe(false);
  });
});
