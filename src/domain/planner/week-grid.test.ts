import { describe, expect, it } from 'vitest';
import { weekFrom } from './week';
import { dayTone, menuSideOf } from './week-grid';
import { layoutWeek } from './week-layout';

describe('the week grid', () => {
  it('gives each column its tone: past days muted, today highlighted, a later day locked by an archived entry muted, the others open', () => {
    const entries = [{ id: 'a', date: '2026-03-27', mealType: 'lunch', isArchived: true }];
    const layout = layoutWeek(weekFrom('2026-03-23'), entries, '2026-03-25');
    expect(layout.days.map(dayTone)).toEqual(['past', 'past', 'today', 'open', 'locked', 'open', 'open']);
  });

  it('keeps a past day muted even when an archived entry also locks it', () => {
    expect(dayTone({ timing: 'past', readOnly: true })).toBe('past');
  });

  it('highlights today even when an archived entry locks it', () => {
    expect(dayTone({ timing: 'today', readOnly: true })).toBe('today');
  });

  it('opens the menus of the left half rightwards and of the right half leftwards', () => {
    expect(Array.from({ length: 7 }, (_, column) => menuSideOf(column, 7))).toEqual(['start', 'start', 'start', 'start', 'end', 'end', 'end']);
    expect(Array.from({ length: 2 }, (_, column) => menuSideOf(column, 2))).toEqual(['start', 'end']);
    expect(menuSideOf(0, 1)).toBe('start');
  });
});
