import { describe, expect, it } from 'vitest';
import { decideDrop, type DropDrag } from './drop-decision';

const today = '2026-03-25';
const recipe: DropDrag = { kind: 'recipe' };
const entryOn = (date: string, isArchived = false): DropDrag => ({ kind: 'entry', entry: { date, isArchived } });
const day = (date: string, readOnly = false) => ({ kind: 'day', date, readOnly }) as const;
const unplanned = { kind: 'unplanned' } as const;

describe('decideDrop', () => {
  it('plans a recipe dropped on today or a future day, with that date', () => {
    expect(decideDrop({ drag: recipe, drop: day(today), today })).toEqual({ kind: 'add', date: today });
    expect(decideDrop({ drag: recipe, drop: day('2026-03-28'), today })).toEqual({ kind: 'add', date: '2026-03-28' });
  });

  it('adds a recipe dropped on the unplanned area with no date', () => {
    expect(decideDrop({ drag: recipe, drop: unplanned, today })).toEqual({ kind: 'add', date: '' });
  });

  it('moves an entry to another day, or to the unplanned area', () => {
    expect(decideDrop({ drag: entryOn('2026-03-26'), drop: day('2026-03-27'), today })).toEqual({ kind: 'move', date: '2026-03-27' });
    expect(decideDrop({ drag: entryOn('2026-03-26'), drop: unplanned, today })).toEqual({ kind: 'move', date: '' });
    expect(decideDrop({ drag: entryOn(''), drop: day(today), today })).toEqual({ kind: 'move', date: today });
  });

  it('ignores anything dropped on a read-only or past day', () => {
    expect(decideDrop({ drag: recipe, drop: day('2026-03-27', true), today })).toEqual({ kind: 'ignore' });
    expect(decideDrop({ drag: entryOn('2026-03-26'), drop: day('2026-03-27', true), today })).toEqual({ kind: 'ignore' });
    // A past day is read-only even if the caller forgot to say so.
    expect(decideDrop({ drag: recipe, drop: day('2026-03-24'), today })).toEqual({ kind: 'ignore' });
    expect(decideDrop({ drag: entryOn(''), drop: day('2026-03-24'), today })).toEqual({ kind: 'ignore' });
  });

  it('ignores a drop on nothing, which is also a drop back on the recipe grid', () => {
    expect(decideDrop({ drag: recipe, drop: null, today })).toEqual({ kind: 'ignore' });
    expect(decideDrop({ drag: entryOn('2026-03-26'), drop: undefined, today })).toEqual({ kind: 'ignore' });
  });

  it('ignores an entry dropped where it already is', () => {
    expect(decideDrop({ drag: entryOn('2026-03-26'), drop: day('2026-03-26'), today })).toEqual({ kind: 'ignore' });
    expect(decideDrop({ drag: entryOn(''), drop: unplanned, today })).toEqual({ kind: 'ignore' });
  });

  it('never moves a read-only entry: archived, or on a past day', () => {
    expect(decideDrop({ drag: entryOn('2026-03-26', true), drop: day('2026-03-27'), today })).toEqual({ kind: 'ignore' });
    expect(decideDrop({ drag: entryOn('', true), drop: day('2026-03-27'), today })).toEqual({ kind: 'ignore' });
    expect(decideDrop({ drag: entryOn('2026-03-20'), drop: unplanned, today })).toEqual({ kind: 'ignore' });
  });

  it('ignores a drop with nothing dragged', () => {
    expect(decideDrop({ drag: null, drop: day(today), today })).toEqual({ kind: 'ignore' });
  });
});
