import { afterEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { useGrocery } from './index';

// What the planner waits for before planning the list's side of a meal (entry-actions.ts).
afterEach(() => resetAllStores());

describe('listAnswered', () => {
  it('waits while the list has not started nor answered, and goes on once it has', async () => {
    let answered = false;
    const waiting = useGrocery
      .getState()
      .listAnswered()
      .then(() => (answered = true));
    // The shell's queries have not started yet (they load once signed in): nothing has answered.
    useGrocery.setState({ error: null });
    await Promise.resolve();
    expect(answered).toBe(false);
    useGrocery.setState({ status: 'loading' });
    await Promise.resolve();
    expect(answered).toBe(false);
    useGrocery.setState({ status: 'loaded' });
    await waiting;
    expect(answered).toBe(true);
  });

  it('answers at once when the list has answered, even with a failure', async () => {
    useGrocery.setState({ status: 'failed' });
    await expect(useGrocery.getState().listAnswered()).resolves.toBeUndefined();
  });
});
