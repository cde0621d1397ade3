import { describe, expect, it } from 'vitest';
import { asksAnew, mergeHouseholdQueries } from './household-page';

describe('mergeHouseholdQueries', () => {
  it('asks nothing until a screen asks', () => {
    expect(mergeHouseholdQueries([])).toBeNull();
  });

  it('takes the largest page of screens searching the same', () => {
    expect(mergeHouseholdQueries([{ term: null, limit: 24 }, { term: null, limit: 72 }])).toEqual({ term: null, limit: 72 });
    expect(mergeHouseholdQueries([{ term: 'p:gratin', limit: 24 }, { term: 'p:gratin', limit: null }])).toEqual({ term: 'p:gratin', limit: null });
  });

  it('follows the whole list when screens search differently, which serves each of them', () => {
    expect(mergeHouseholdQueries([{ term: 'p:gratin', limit: 24 }, { term: null, limit: 24 }])).toEqual({ term: null, limit: null });
  });
});

describe('asksAnew', () => {
  it('is false only for the query already running', () => {
    expect(asksAnew({ term: null, limit: 24 }, null)).toBe(true);
    expect(asksAnew({ term: null, limit: 24 }, { term: null, limit: 24 })).toBe(false);
    expect(asksAnew({ term: null, limit: 48 }, { term: null, limit: 24 })).toBe(true);
  });
});
