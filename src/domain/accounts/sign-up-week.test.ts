import { describe, expect, it } from 'vitest';
import { signUpWeek } from './sign-up-week';

describe('signUpWeek', () => {
  it('spans Monday to Sunday around a mid-week day, named after the Monday in French', () => {
    expect(signUpWeek(new Date(2026, 10, 19))).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      mealPlanName: 'Menu du 16 novembre',
      groceryListName: 'Liste de courses du 16 novembre',
    });
  });

  it('keeps a Sunday in the week that started the Monday before', () => {
    expect(signUpWeek(new Date(2026, 10, 22, 23, 30))).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });

  it('starts a new week on Monday, across a month boundary', () => {
    expect(signUpWeek(new Date(2026, 10, 30))).toMatchObject({ startDate: '2026-11-30', endDate: '2026-12-06', mealPlanName: 'Menu du 30 novembre' });
    expect(signUpWeek(new Date(2027, 0, 1))).toMatchObject({ startDate: '2026-12-28', mealPlanName: 'Menu du 28 décembre' });
  });
});
