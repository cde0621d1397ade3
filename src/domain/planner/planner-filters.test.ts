import { describe, expect, it } from 'vitest';
import type { Classification } from '../recipes/classification';
import {
  defaultPlannerFilters,
  filterPlannerRecipes,
  isAnyPlannerFilterActive,
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
const tags = { t1: { recipeIds: ['soup', 'stew'] }, t2: { recipeIds: ['stew', 'cake'] } };

const ids = (filters: Partial<PlannerFilters>) =>
  filterPlannerRecipes(recipes, { ...defaultPlannerFilters, ...filters }, tags).map((found) => found.id);

describe('filterPlannerRecipes', () => {
  it('keeps every recipe, in order, without filters', () => {
    expect(ids({})).toEqual(['soup', 'quiche', 'stew', 'salad', 'cake']);
  });

  it('searches names case-insensitively, as a substring', () => {
    expect(ids({ query: 'SOUPE' })).toEqual(['soup']);
    expect(ids({ query: 'a' })).toEqual(['quiche', 'salad', 'cake']);
    expect(ids({ query: '  lorr ' })).toEqual(['quiche']);
    expect(ids({ query: 'zzz' })).toEqual([]);
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

  it('filters by the recipes of the selected tags, OR or AND', () => {
    expect(ids({ tagIds: ['t1', 't2'], tagFilterType: 'OR' })).toEqual(['soup', 'stew', 'cake']);
    expect(ids({ tagIds: ['t1', 't2'], tagFilterType: 'AND' })).toEqual(['stew']);
    expect(ids({ tagIds: ['gone'] })).toEqual([]);
  });

  it('buckets prepTime plus cookTime at 30 and 60 minutes', () => {
    expect(ids({ prepTime: 'quick' })).toEqual(['soup', 'salad']);
    expect(ids({ prepTime: 'medium' })).toEqual(['quiche', 'cake']);
    expect(ids({ prepTime: 'long' })).toEqual(['stew']);
    expect([0, 30, 31, 60, 61].map(prepTimeBucket)).toEqual(['quick', 'quick', 'medium', 'medium', 'long']);
  });

  it('combines filters with AND', () => {
    expect(ids({ dietaryFlags: ['vegetarian'], dishTypes: ['starter'], prepTime: 'quick', query: 'sal' })).toEqual(['salad']);
  });

  it('sees a recipe that changed since the list was last filtered, as a changed recipe arrives: a new object', () => {
    const list = [...recipes];
    const find = (query: string, prepTime: PlannerFilters['prepTime'] = 'all') => filterPlannerRecipes(list, { ...defaultPlannerFilters, query, prepTime }, tags).map((found) => found.id);
    expect(find('velouté')).toEqual([]);
    list[0] = recipe('soup', 'Velouté de potiron', [10, 20]);
    expect(find('velouté')).toEqual(['soup']);
    list[1] = { ...(list[1] as FilterableRecipe), name: 'Quiche aux poireaux', cookTime: 50 };
    expect(find('poireaux', 'long')).toEqual(['quiche']);
    list.push(recipe('tart', 'Tarte aux poireaux', [15, 30]));
    expect(find('poireaux')).toEqual(['quiche', 'tart']);
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
