import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and hands every caller the same promise', async () => {
    let loads = 0;
    const load = loadOnce(() => Promise.resolve(++loads));
    const first = load();
    expect(load()).toBe(first);
    await expect(first).resolves.toBe(1);
    await expect(load()).resolves.toBe(1);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = loadOnce(() => (++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(loads)));
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(2);
    expect(loads).toBe(2);
  });
});
