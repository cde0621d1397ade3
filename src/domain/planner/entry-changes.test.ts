import { describe, expect, it } from 'vitest';
import { isChangeShown, unshownChanges, withEntryChanges, type EntryChange } from './entry-changes';
import type { MealEntry } from './meal-entry';

const at = new Date('2026-11-23T08:00:00Z');
const entry = (id: string, date: string, overrides: Partial<MealEntry> = {}): MealEntry => ({
  id, organizationId: 'org', userId: 'u', recipeId: `r-${id}`, date, mealType: 'lunch', portions: 4, completed: false, isArchived: false, createdAt: at, updatedAt: at, ...overrides,
});

const planned = entry('a', '2026-11-23');
const unplanned = entry('b', '');
const live = [planned, unplanned];
const inWeek = (date: string) => date === '' || (date >= '2026-11-23' && date <= '2026-11-29');

describe('withEntryChanges', () => {
  it('adds, updates and removes in the order given, leaving the input alone', () => {
    const changes: EntryChange[] = [
      { kind: 'add', entry: entry('c', '2026-11-24') },
      { kind: 'update', entryId: 'a', fields: { date: '2026-11-25', mealType: null } },
      { kind: 'remove', entryId: 'b' },
      { kind: 'update', entryId: 'c', fields: { portions: 6 } },
    ];
    const result = withEntryChanges(live, changes);
    expect(result.map(({ id, date, mealType, portions }) => ({ id, date, mealType, portions }))).toEqual([
      { id: 'a', date: '2026-11-25', mealType: null, portions: 4 },
      { id: 'c', date: '2026-11-24', mealType: 'lunch', portions: 6 },
    ]);
    expect(live.map((known) => known.date)).toEqual(['2026-11-23', '']);
  });

  it('shows an added entry once even when the live entries already hold it', () => {
    expect(withEntryChanges(live, [{ kind: 'add', entry: entry('a', '2026-11-23') }]).filter((known) => known.id === 'a')).toHaveLength(1);
  });

  it('ignores changes to entries it does not hold', () => {
    expect(withEntryChanges(live, [{ kind: 'update', entryId: 'z', fields: { portions: 2 } }, { kind: 'remove', entryId: 'z' }])).toEqual(live);
  });
});

describe('isChangeShown', () => {
  it('sees an addition once the entry arrives with its fields', () => {
    const added = entry('c', '2026-11-24');
    expect(isChangeShown(live, { kind: 'add', entry: added }, inWeek)).toBe(false);
    expect(isChangeShown([...live, added], { kind: 'add', entry: added }, inWeek)).toBe(true);
  });

  it('sees an update once the live entry carries it', () => {
    const change: EntryChange = { kind: 'update', entryId: 'a', fields: { portions: 6 } };
    expect(isChangeShown(live, change, inWeek)).toBe(false);
    expect(isChangeShown([entry('a', '2026-11-23', { portions: 6 }), unplanned], change, inWeek)).toBe(true);
  });

  it("sees 'Cuisiné' once the live entry is marked completed", () => {
    const change: EntryChange = { kind: 'update', entryId: 'a', fields: { completed: true } };
    expect(isChangeShown(live, change, inWeek)).toBe(false);
    expect(isChangeShown([entry('a', '2026-11-23', { completed: true }), unplanned], change, inWeek)).toBe(true);
  });

  it('sees a move out of the followed days as the entry leaving', () => {
    const change: EntryChange = { kind: 'update', entryId: 'a', fields: { date: '2026-12-10', mealType: null } };
    expect(isChangeShown(live, change, inWeek)).toBe(false);
    expect(isChangeShown([unplanned], change, inWeek)).toBe(true);
  });

  it('sees a removal once the entry is gone', () => {
    expect(isChangeShown(live, { kind: 'remove', entryId: 'a' }, inWeek)).toBe(false);
    expect(isChangeShown([unplanned], { kind: 'remove', entryId: 'a' }, inWeek)).toBe(true);
  });
});

describe('unshownChanges', () => {
  const dropped = entry('c', '2026-11-24');
  const add = { change: { kind: 'add', entry: dropped }, landed: true } as const;
  const moved = { change: { kind: 'update', entryId: 'c', fields: { date: '2026-11-25', mealType: null } }, landed: true } as const;
  const eight = { change: { kind: 'update', entryId: 'c', fields: { portions: 8 } }, landed: true } as const;
  const nowLive = [...live, entry('c', '2026-11-25', { mealType: null, portions: 8 })];

  it('drops a landed change once the live entries show it, and keeps one still on its way', () => {
    const onItsWay = { ...eight, landed: false };
    expect(unshownChanges([...live, dropped], [add, onItsWay], inWeek)).toEqual([onItsWay]);
  });

  it('keeps a landed change the live entries do not show yet', () => {
    expect(unshownChanges(live, [add], inWeek)).toEqual([add]);
  });

  it('drops the landed changes before one the live entry shows, so the older ones never take it back', () => {
    const kept = unshownChanges(nowLive, [add, moved, eight], inWeek);
    expect(kept).toEqual([]);
    expect(withEntryChanges(nowLive, kept.map(({ change }) => change)).find((shown) => shown.id === 'c')?.portions).toBe(8);
  });

  it('leaves the changes of other entries alone', () => {
    const other = { change: { kind: 'update', entryId: 'a', fields: { portions: 2 } }, landed: true } as const;
    expect(unshownChanges(nowLive, [other, add, moved, eight], inWeek)).toEqual([other]);
  });
});
