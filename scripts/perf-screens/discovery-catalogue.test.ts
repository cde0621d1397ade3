import { describe, expect, it } from 'vitest';
import { discoveryTerms, searchWords } from '../../src/domain/recipes/discovery-terms.ts';
import { catalogueRecipeId, discoveryCatalogue, seededRandom } from './discovery-catalogue.ts';

const NOW = Date.UTC(2026, 10, 28);
const catalogue = discoveryCatalogue(5_000, NOW);
const share = (count: number) => count / catalogue.length;

describe('discoveryCatalogue', () => {
  it('is the same catalogue on every run, and another with another seed', () => {
    expect(discoveryCatalogue(50, NOW)).toEqual(catalogue.slice(0, 50));
    expect(discoveryCatalogue(50, NOW, 7).map((recipe) => recipe.name)).not.toEqual(catalogue.slice(0, 50).map((recipe) => recipe.name));
  });

  it('orders ids as their index and dates newest first, with no tie', () => {
    expect(catalogue.map((recipe) => recipe.id)).toEqual(catalogue.map((_, index) => catalogueRecipeId(index)));
    expect(catalogueRecipeId(2) < catalogueRecipeId(10)).toBe(true);
    const dates = catalogue.map((recipe) => recipe.createdAtMs);
    expect(dates.every((date, index) => index === 0 || date < (dates[index - 1] ?? 0))).toBe(true);
    expect(dates[0]).toBeLessThan(NOW);
  });

  it("has a family cookbook's proportions: mostly mains and desserts, a vegetarian in four, few difficult or costly", () => {
    const count = (test: (recipe: (typeof catalogue)[number]) => boolean) => share(catalogue.filter(test).length);
    expect(count((recipe) => recipe.classification.dishTypes.includes('main'))).toBeGreaterThan(0.35);
    expect(count((recipe) => recipe.classification.dishTypes.includes('dessert'))).toBeGreaterThan(0.15);
    expect(count((recipe) => recipe.classification.dishTypes.includes('drink'))).toBeLessThan(0.1);
    expect(count((recipe) => recipe.classification.dietaryRestrictions.includes('vegetarian'))).toBeCloseTo(0.25, 1);
    expect(count((recipe) => recipe.classification.difficulty === 'hard')).toBeCloseTo(0.11, 1);
    expect(count((recipe) => recipe.classification.cost === 'expensive')).toBeCloseTo(0.15, 1);
    expect(count((recipe) => recipe.showcase)).toBeGreaterThan(0);
    expect(catalogue.every((recipe) => !recipe.classification.dietaryRestrictions.includes('vegan') || recipe.classification.dietaryRestrictions.includes('vegetarian'))).toBe(true);
  });

  it('gives a popular order many ties, which the id breaks', () => {
    const counts = new Set(catalogue.map((recipe) => recipe.bookmarkCount));
    expect(counts.size).toBeLessThan(catalogue.length / 10);
    expect(Math.max(...counts)).toBeGreaterThan(50);
  });

  it('names so that one search finds many recipes, in singular and plural, with and without accents', () => {
    const named = (start: string) => catalogue.filter((recipe) => recipe.name.startsWith(start)).length;
    expect(named('Lasagnes ')).toBeGreaterThan(50);
    expect(named('Lasagne ')).toBeGreaterThan(50);
    expect(named('Gâteaux ')).toBeGreaterThan(20);
    const found = (search: string) => catalogue.filter((recipe) => searchWords(search).every((word) => searchWords(recipe.name).includes(word))).length;
    expect(found('lasagnes')).toBe(named('Lasagne'));
    expect(found('GATEAU')).toBe(named('Gâteau'));
  });

  it("stores each recipe's terms as a save writes them", () => {
    for (const recipe of catalogue.slice(0, 100)) expect(recipe.discoveryTerms).toEqual(discoveryTerms(recipe));
  });
});

describe('seededRandom', () => {
  it('gives numbers in [0, 1), spread evenly', () => {
    const random = seededRandom(1);
    const values = Array.from({ length: 10_000 }, random);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(values.filter((value) => value < 0.5).length).toBeGreaterThan(4_800);
    expect(values.filter((value) => value < 0.5).length).toBeLessThan(5_200);
  });
});
