import { describe, expect, it } from 'vitest';
import { keptOrderSort } from './kept-order-sort';

interface Line {
  key: string;
  aisle: number;
}

const compare = (a: Line, b: Line): number => a.aisle - b.aisle || (a.key < b.key ? -1 : 1);
const plainSort = (lines: readonly Line[]): Line[] => [...lines].sort(compare);
const line = (key: string, aisle: number): Line => ({ key, aisle });

describe('keptOrderSort', () => {
  it('gives what a plain sort gives, build after build, as lines come, go and change aisle', () => {
    const sort = keptOrderSort(compare, ({ key }: Line) => key);
    const builds: Line[][] = [
      [line('sel', 0), line('farine', 2), line('lait', 1), line('beurre', 1)],
      [line('lait', 1), line('beurre', 1), line('farine', 2), line('sel', 0)],
      // Flour changes aisle, salt is gone, two lines are new.
      [line('farine', 0), line('œufs', 1), line('lait', 1), line('beurre', 1), line('citron', 2)],
      [],
      [line('citron', 2), line('sel', 0)],
    ];
    for (const build of builds) expect(sort([...build])).toEqual(plainSort(build));
  });

  it('sorts the array it is given, in place', () => {
    const sort = keptOrderSort(compare, ({ key }: Line) => key);
    const lines = [line('b', 1), line('a', 1)];
    expect(sort(lines)).toBe(lines);
    expect(lines.map(({ key }) => key)).toEqual(['a', 'b']);
  });
});
