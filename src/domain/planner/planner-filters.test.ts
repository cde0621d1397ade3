import { describe, expect, it } from 'vitest';
import type { Classification } from '../recipes/classification';
import { discoveryTerms } from '../recipes/discovery-terms';
import {
  defaultPlannerFilters,
  isAnyPlannerFilterActive,
  matchesPlannerFilters,
  plannerNarrowing,
  prepTimeBucket,
  type FilterableRecipe,
  type PlannerFilters,
} from './planner-filters';

function recipe(id: string, name: string, minutes: [number | null, number | null], classification: Partial<Classification> = {}): FilterableRecipe {
  return {
    id,
    name,
    prepTime: minutes[0],
    cookTime: minutes[1],
    classification: { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium', ...classification },
  };
}

const recipes = [
  recipe('soup', 'Soupe de Potiron', [10, 20], { dietaryRestrictions: ['vegetarian', 'vegan', 'glutenFree'], dishTypes: ['starter'], difficulty: 'easy', cost: 'cheap' }),
  recipe('quiche', 'Quiche lorraine', [20, 11], { dishTypes: ['main'], cost: 'medium' }),
  recipe('stew', 'Bœuf bourguignon', [30, 180], { dishTypes: ['main'], difficulty: 'hard', cost: 'expensive' }),
  recipe('salad', 'Salade grecque', [null, null], { dietaryRestrictions: ['vegetarian'], dishTypes: ['starter', 'side'] }),
  recipe('cake', 'Gâteau au chocolat', [20, 40], { dietaryRestrictions: ['vegetarian', 'glutenFree'], dishTypes: ['dessert'] }),
];

const ids = (filters: Partial<PlannerFilters>) => recipes.filter((found) => matchesPlannerFilters(found, { ...defaultPlannerFilters, ...filters })).map((found) => found.id);
const narrowing = (filters: Partial<PlannerFilters>) => plannerNarrowing({ ...defaultPlannerFilters, ...filters });

describe('matchesPlannerFilters', () => {
  it('keeps every recipe without filters', () => {
    expect(ids({})).toEqual(['soup', 'quiche', 'stew', 'salad', 'cake']);
  });

  it('needs every checked diet', () => {
    expect(ids({ dietaryFlags: ['vegetarian'] })).toEqual(['soup', 'salad', 'cake']);
    expect(ids({ dietaryFlags: ['vegetarian', 'glutenFree'] })).toEqual(['soup', 'cake']);
    expect(ids({ dietaryFlags: ['vegan'] })).toEqual(['soup']);
  });

  it('matches difficulty and cost exactly, and any of the dish types', () => {
    expect(ids({ difficulty: 'hard' })).toEqual(['stew']);
    expect(ids({ cost: 'medium' })).toEqual(['quiche', 'salad', 'cake']);
    expect(ids({ dishTypes: ['side', 'dessert'] })).toEqual(['salad', 'cake']);
  });

  it('buckets prepTime plus cookTime at 30 and 60 minutes', () => {
    expect(ids({ prepTime: 'quick' })).toEqual(['soup', 'salad']);
    expect(ids({ prepTime: 'medium' })).toEqual(['quiche', 'cake']);
    expect(ids({ prepTime: 'long' })).toEqual(['stew']);
    expect([0, 30, 31, 60, 61].map(prepTimeBucket)).toEqual(['quick', 'quick', 'medium', 'medium', 'long']);
  });

  it('sees a recipe whose times changed since it was last checked, as a changed recipe arrives: a new object', () => {
    const quiche = recipes[1] as FilterableRecipe;
    const long = { ...defaultPlannerFilters, prepTime: 'long' as const };
    expect(matchesPlannerFilters(quiche, long)).toBe(false);
    expect(matchesPlannerFilters({ ...quiche, cookTime: 50 }, long)).toBe(true);
  });

  it('combines filters with AND, and leaves the name and the tags to the listing', () => {
    expect(ids({ dietaryFlags: ['vegetarian'], dishTypes: ['starter'], prepTime: 'quick' })).toEqual(['soup', 'salad']);
    expect(ids({ query: 'gâteau', tagIds: ['t1'] })).toHaveLength(recipes.length);
  });
});

describe('plannerNarrowing', () => {
  it('asks no term without a diet or dish type, and checks nothing then', () => {
    const none = narrowing({ difficulty: 'all' });
    expect(none.term).toBeNull();
    expect(narrowing({ difficulty: 'hard' }).term).toBeNull();
    expect(narrowing({ prepTime: 'long', cost: 'cheap' }).term).toBeNull();
  });

  it("asks for the rarest checked diet, joined with the dish type when only one is checked, as recipes' terms hold them", () => {
    expect(narrowing({ dietaryFlags: ['vegetarian', 'vegan'] }).term).toBe('r:vegan');
    expect(narrowing({ dietaryFlags: ['vegetarian', 'glutenFree'] }).term).toBe('r:glutenFree');
    expect(narrowing({ dishTypes: ['dessert'] }).term).toBe('d:dessert');
    expect(narrowing({ dishTypes: ['dessert'], dietaryFlags: ['vegetarian'] }).term).toBe('d:dessert|r:vegetarian');
    expect(narrowing({ dishTypes: ['dessert', 'starter'], dietaryFlags: ['vegetarian'] }).term).toBe('r:vegetarian');
    expect(narrowing({ dishTypes: ['dessert', 'starter'] }).term).toBeNull();
  });

  it('finds by its term only recipes whose stored terms hold it, and checks the rest on them', () => {
    const asked = narrowing({ dishTypes: ['starter'], dietaryFlags: ['vegetarian', 'vegan'] });
    const holding = recipes.filter((found) => discoveryTerms(found).includes(asked.term ?? ''));
    expect(holding.map((found) => found.id)).toEqual(['soup']);
    expect(holding.filter(asked.matches).map((found) => found.id)).toEqual(['soup']);
    const wider = narrowing({ dietaryFlags: ['vegetarian', 'glutenFree'], prepTime: 'medium' });
    expect(recipes.filter((found) => discoveryTerms(found).includes(wider.term ?? '')).map((found) => found.id)).toEqual(['soup', 'cake']);
    expect(recipes.filter(wider.matches).map((found) => found.id)).toEqual(['cake']);
  });

  it('keeps its key across searches and tags, and changes it with any other filter', () => {
    const key = narrowing({}).key;
    expect(narrowing({ query: 'soupe', tagIds: ['t1'], tagFilterType: 'AND' }).key).toBe(key);
    expect(narrowing({ dietaryFlags: ['vegan', 'vegetarian'] }).key).toBe(narrowing({ dietaryFlags: ['vegetarian', 'vegan'] }).key);
    const changes: Partial<PlannerFilters>[] = [{ dietaryFlags: ['vegan'] }, { difficulty: 'easy' }, { cost: 'cheap' }, { dishTypes: ['main'] }, { prepTime: 'long' }];
    expect(new Set([key, ...changes.map((change) => narrowing(change).key)]).size).toBe(changes.length + 1);
  });
});

describe('isAnyPlannerFilterActive', () => {
  it('is off by default and for a search or tag logic alone', () => {
    expect(isAnyPlannerFilterActive(defaultPlannerFilters)).toBe(false);
    expect(isAnyPlannerFilterActive({ ...defaultPlannerFilters, query: 'soupe', tagFilterType: 'AND' })).toBe(false);
  });

  it('is on for each panel filter', () => {
    const changes: Partial<PlannerFilters>[] = [
      { dietaryFlags: ['vegan'] },
      { difficulty: 'easy' },
      { cost: 'cheap' },
      { dishTypes: ['main'] },
      { tagIds: ['t1'] },
      { prepTime: 'long' },
    ];
    for (const change of changes) {
      expect(isAnyPlannerFilterActive({ ...defaultPlannerFilters, ...change }), JSON.stringify(change)).toBe(true);
    }
  });
});
