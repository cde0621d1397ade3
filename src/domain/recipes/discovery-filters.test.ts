import { describe, expect, it } from 'vitest';
import { createDefaultClassification, type Classification } from './classification';
import { defaultDiscoveryFilters, hasActiveFilters, matchesDiscoveryFilters, type DiscoveryFilters } from './discovery-filters';

const recipe = (classification: Partial<Classification>) => ({
  classification: { ...createDefaultClassification(), ...classification },
});
const filters = (overrides: Partial<DiscoveryFilters>): DiscoveryFilters => ({ ...defaultDiscoveryFilters, ...overrides });

describe('defaultDiscoveryFilters', () => {
  it('selects nothing and every difficulty and cost', () => {
    expect(defaultDiscoveryFilters).toEqual({ dishTypes: [], dietaryRestrictions: [], difficulty: 'all', cost: 'all' });
  });
});

describe('matchesDiscoveryFilters', () => {
  const gratin = recipe({ dishTypes: ['main', 'sharing'], dietaryRestrictions: ['vegetarian'], difficulty: 'easy', cost: 'cheap' });

  it('lets every recipe through the default filters, even one without dish types or diets', () => {
    expect(matchesDiscoveryFilters(gratin, defaultDiscoveryFilters)).toBe(true);
    expect(matchesDiscoveryFilters(recipe({}), defaultDiscoveryFilters)).toBe(true);
  });

  it('matches dish types when any selected one is present', () => {
    expect(matchesDiscoveryFilters(gratin, filters({ dishTypes: ['dessert', 'main'] }))).toBe(true);
    expect(matchesDiscoveryFilters(gratin, filters({ dishTypes: ['dessert', 'drink'] }))).toBe(false);
    expect(matchesDiscoveryFilters(recipe({}), filters({ dishTypes: ['main'] }))).toBe(false);
  });

  it('matches diets when any selected one is present', () => {
    expect(matchesDiscoveryFilters(gratin, filters({ dietaryRestrictions: ['vegan', 'vegetarian'] }))).toBe(true);
    expect(matchesDiscoveryFilters(gratin, filters({ dietaryRestrictions: ['glutenFree'] }))).toBe(false);
  });

  it('needs difficulty and cost to equal the selection unless all', () => {
    expect(matchesDiscoveryFilters(gratin, filters({ difficulty: 'easy', cost: 'cheap' }))).toBe(true);
    expect(matchesDiscoveryFilters(gratin, filters({ difficulty: 'hard' }))).toBe(false);
    expect(matchesDiscoveryFilters(gratin, filters({ cost: 'medium' }))).toBe(false);
  });

  it('needs every filter to pass', () => {
    expect(matchesDiscoveryFilters(gratin, filters({ dishTypes: ['main'], difficulty: 'hard' }))).toBe(false);
    expect(matchesDiscoveryFilters(gratin, filters({ dishTypes: ['main'], dietaryRestrictions: ['vegetarian'], cost: 'cheap' }))).toBe(true);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and true as soon as one filter narrows', () => {
    expect(hasActiveFilters(defaultDiscoveryFilters)).toBe(false);
    expect(hasActiveFilters(filters({ dishTypes: ['main'] }))).toBe(true);
    expect(hasActiveFilters(filters({ dietaryRestrictions: ['vegan'] }))).toBe(true);
    expect(hasActiveFilters(filters({ difficulty: 'easy' }))).toBe(true);
    expect(hasActiveFilters(filters({ cost: 'expensive' }))).toBe(true);
  });
});
