import { describe, expect, it } from 'vitest';
import { classify } from './classify.ts';
import { durationMinutes } from './duration.ts';
import { yieldServings } from './recipe-yield.ts';

describe('durationMinutes', () => {
  it.each([
    ['PT20M', 20],
    ['PT1H', 60],
    ['PT1H30M', 90],
    ['P0DT0H20M0S', 20],
    ['PT1.5H', 90],
    ['PT90M', 90],
    ['P1D', 1_440],
    ['PT45S', 1],
    ['pt15m', 15],
    ['25', 25],
    [25, 25],
  ])('reads %s as %i minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', '20 minutes', 'PT-5M', null, undefined, {}, -3])('reads %s as nothing', (value) => {
    expect(durationMinutes(value)).toBeNull();
  });
});

describe('yieldServings', () => {
  it.each([
    ['4', 4],
    [4, 4],
    ['4 personnes', 4],
    ['Pour 6 parts', 6],
    [['4', '4 servings'], 4],
    [['une tarte', '8 parts'], 8],
    ['4-6 portions', 4],
  ])('reads %j as %i portions', (value, servings) => {
    expect(yieldServings(value)).toBe(servings);
  });

  it.each(['une tarte', '0', '', null, undefined, []])('reads %j as nothing', (value) => {
    expect(yieldServings(value)).toBeNull();
  });
});

describe('classify', () => {
  it('reads dish types, diets, difficulty and cost from French keywords and categories', () => {
    expect(classify(['quiche lorraine', 'facile', 'bon marché', 'Plat principal'])).toEqual({ dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'easy', cost: 'cheap' });
    expect(classify(['Entrée', 'Apéritif', 'végétarienne', 'Sans-Gluten', 'très facile', 'assez cher'])).toEqual({
      dishTypes: ['aperitif', 'starter'],
      dietaryRestrictions: ['vegetarian', 'glutenFree'],
      difficulty: 'easy',
      cost: 'expensive',
    });
  });

  it('reads schema.org diets and English labels', () => {
    expect(classify(['https://schema.org/VeganDiet', 'http://schema.org/LowLactoseDiet', 'Dessert', 'easy'])).toMatchObject({ dishTypes: ['dessert'], dietaryRestrictions: ['vegan', 'lactoseFree'], difficulty: 'easy' });
  });

  it('takes "pas cher" as cheap though it holds "cher", and keeps the defaults when nothing is said', () => {
    expect(classify(['pas cher']).cost).toBe('cheap');
    expect(classify(['chocolat', 'gâteau'])).toEqual({ dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' });
  });

  it('matches whole words only', () => {
    expect(classify(['plateau de fromages', 'entremets', 'inside']).dishTypes).toEqual([]);
  });
});
