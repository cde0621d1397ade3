import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../shared/calendar-date';
import { CALENDAR_DAY_PATTERN, entryPortions, MAX_PORTIONS, mealEntrySchema, shownRecipeName } from './meal-entry';

const stored = {
  id: 'e1',
  organizationId: 'o1',
  userId: 'u1',
  recipeId: 'r1',
  date: '2024-03-11',
  mealType: 'dinner',
  portions: 4,
  completed: false,
  isArchived: false,
  createdAt: '2024-03-10T12:00:00.000Z',
  updatedAt: { seconds: 1_710_072_000 },
};

describe('mealEntrySchema', () => {
  it('reads a planned entry and normalises its timestamps', () => {
    const entry = mealEntrySchema.parse(stored);
    expect(entry).toMatchObject({ date: '2024-03-11', mealType: 'dinner', portions: 4 });
    expect(entry.createdAt).toEqual(new Date('2024-03-10T12:00:00.000Z'));
    expect(entry.updatedAt).toEqual(new Date('2024-03-10T12:00:00.000Z'));
  });

  it('reads an unplanned entry whatever way its date is missing', () => {
    for (const date of ['', null, undefined]) {
      expect(mealEntrySchema.parse({ ...stored, date }).date, String(date)).toBe('');
    }
  });

  it('refuses dates that are not yyyy-MM-dd days', () => {
    for (const date of ['2024-03-32', '11/03/2024', '2024-03-11T00:00:00Z']) {
      expect(mealEntrySchema.safeParse({ ...stored, date }).success, date).toBe(false);
    }
  });

  it('fills the defaults of a freshly dropped entry', () => {
    const entry = mealEntrySchema.parse({ id: 'e1', organizationId: 'o1', userId: 'u1', recipeId: 'r1' });
    expect(entry).toMatchObject({ date: '', mealType: null, portions: null, completed: false, isArchived: false });
  });

  it('refuses fewer than one portion', () => {
    expect(mealEntrySchema.safeParse({ ...stored, portions: 0 }).success).toBe(false);
    expect(mealEntrySchema.safeParse({ ...stored, portions: 1.5 }).success).toBe(false);
  });

  it('refuses an entry without its recipe, user or household', () => {
    for (const key of ['recipeId', 'userId', 'organizationId'] as const) {
      expect(mealEntrySchema.safeParse({ ...stored, [key]: '' }).success, key).toBe(false);
    }
  });
});

describe('entryPortions', () => {
  it('prefers the entry, then the household size, then 2', () => {
    expect(entryPortions({ portions: 3 }, 5)).toBe(3);
    expect(entryPortions({ portions: null }, 5)).toBe(5);
    expect(entryPortions({ portions: null }, undefined)).toBe(2);
    expect(entryPortions({ portions: null }, null)).toBe(2);
  });
});

describe('shownRecipeName', () => {
  it("shows the recipe's own name once read, even when it was renamed since the meal was planned", () => {
    expect(shownRecipeName({ recipeName: 'Gratin de Mamie' }, { name: 'Gratin dauphinois' })).toBe('Gratin dauphinois');
  });

  it('shows the planned name while the recipe is not read yet, and nothing for an older meal without one', () => {
    expect(shownRecipeName({ recipeName: 'Gratin de Mamie' }, undefined)).toBe('Gratin de Mamie');
    expect(shownRecipeName({}, undefined)).toBeUndefined();
  });

  it('says the recipe is gone (null) rather than show the name it was planned with', () => {
    expect(shownRecipeName({ recipeName: 'Gratin de Mamie' }, null)).toBeNull();
  });
});

describe('limits', () => {
  it(`reads portions up to ${MAX_PORTIONS}, not beyond`, () => {
    expect(mealEntrySchema.safeParse({ ...stored, portions: MAX_PORTIONS }).success).toBe(true);
    expect(mealEntrySchema.safeParse({ ...stored, portions: MAX_PORTIONS + 1 }).success).toBe(false);
  });
});

describe('CALENDAR_DAY_PATTERN', () => {
  const pattern = new RegExp(`^(?:${CALENDAR_DAY_PATTERN})$`);
  const pad = (value: number, length: number) => String(value).padStart(length, '0');

  it('matches exactly the days parseCalendarDate reads, leap years and year 0000 included', () => {
    const years = [0, 1, 4, 100, 400, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9996, 9999];
    const disagreements: string[] = [];
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if ((parseCalendarDate(value) !== null) !== pattern.test(value)) disagreements.push(value);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
