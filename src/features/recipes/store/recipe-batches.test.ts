import { describe, expect, it } from 'vitest';
import { recipeBatches } from './recipe-batches';

// Which batches the readers' ids make, and when they stop. What a batch reads is the emulator
// test's (recipe-batch.emulator.test.ts).

function batchesOfThree() {
  const started: string[][] = [];
  const stopped: string[][] = [];
  const forgotten: string[] = [];
  const batches = recipeBatches(
    (ids) => {
      started.push([...ids]);
      return () => stopped.push([...ids]);
    },
    3,
    { onChange: () => undefined, onForget: (ids) => forgotten.push(...ids) },
  );
  return { batches, started, stopped, forgotten };
}

describe('recipeBatches', () => {
  it('reads new ids in batches of at most the batch size, and ids already read not again', () => {
    const { batches, started } = batchesOfThree();
    const week = batches.reader();
    week.want(['a', 'b', 'c', 'd', 'a']);
    expect(started).toEqual([['a', 'b', 'c'], ['d']]);
    week.want(['a', 'b', 'c', 'd', 'e']);
    batches.reader().want(['d', 'e', 'f']);
    expect(started).toEqual([['a', 'b', 'c'], ['d'], ['e'], ['f']]);
  });

  it('keeps a batch while any of its ids is wanted, by any reader, and forgets it after', () => {
    const { batches, stopped, forgotten } = batchesOfThree();
    const planner = batches.reader();
    const list = batches.reader();
    planner.want(['a', 'b', 'c']);
    list.want(['c']);
    planner.want(['a']);
    expect(stopped).toEqual([]);
    planner.stop();
    expect(stopped).toEqual([]);
    list.want([]);
    expect(stopped).toEqual([['a', 'b', 'c']]);
    expect(forgotten).toEqual(['a', 'b', 'c']);
  });

  it('goes on with a batch an id moves into from a dropped one, rather than reading it anew', () => {
    const { batches, started, stopped } = batchesOfThree();
    const week = batches.reader();
    week.want(['a', 'b']);
    week.want(['a']);
    week.want(['b']);
    expect(started).toEqual([['a', 'b']]);
    expect(stopped).toEqual([]);
  });
});
