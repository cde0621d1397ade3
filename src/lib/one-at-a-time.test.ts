import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

function deferred() {
  let resolve = () => {};
  let reject = (_: Error) => {};
  const promise = new Promise<void>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

describe('oneAtATime', () => {
  it('starts a task only when the one before it has settled', async () => {
    const run = oneAtATime();
    const started: string[] = [];
    const first = deferred();
    const a = run(() => {
      started.push('first');
      return first.promise;
    });
    const b = run(async () => {
      started.push('second');
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['first']);
    first.resolve();
    await Promise.all([a, b]);
    expect(started).toEqual(['first', 'second']);
  });

  it('fails only the refused task and goes on with the next', async () => {
    const run = oneAtATime();
    const refused = run(() => Promise.reject(new Error('refused')));
    const next = run(() => Promise.resolve('done'));
    await expect(refused).rejects.toThrow('refused');
    await expect(next).resolves.toBe('done');
  });
});
