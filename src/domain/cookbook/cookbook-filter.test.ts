import { describe, expect, it } from 'vitest';
import { filterCookbook, prepareCookbookIndex, type CookbookFilter } from './cookbook-filter';

const recipes = [
  { id: 'r1', name: 'Crème brûlée' },
  { id: 'r2', name: 'Bœuf bourguignon' },
  { id: 'r3', name: 'Gratin  dauphinois' },
  { id: 'r4', name: 'Gâteau au chocolat' },
  { id: 'r5', name: 'Salade de crevettes' },
  { id: 'r6', name: "Chou-fleur à l'ail" },
];
const tags = {
  dessert: { recipeIds: ['r1', 'r4'] },
  quick: { recipeIds: ['r1', 'r5'] },
  family: { recipeIds: ['r2', 'r3', 'r4'] },
};
const noFilter: CookbookFilter = { query: '', tags, selectedTagIds: [], filterType: 'OR' };
const ids = (list: { id: string }[]) => list.map((recipe) => recipe.id);

describe('filterCookbook', () => {
  it('shows every recipe, in order, when nothing is searched or selected', () => {
    expect(ids(filterCookbook(recipes, noFilter))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(ids(filterCookbook(recipes, { ...noFilter, query: '   ' }))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('searches names anywhere, ignoring case, accents and ligatures', () => {
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'CREME' }))).toEqual(['r1']);
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'gâteau' }))).toEqual(['r4']);
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'boeuf' }))).toEqual(['r2']);
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'cre' }))).toEqual(['r1', 'r5']);
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'tin dau' }))).toEqual(['r3']);
    expect(filterCookbook(recipes, { ...noFilter, query: 'pizza' })).toEqual([]);
  });

  it('reads hyphens and apostrophes as spaces, on either side', () => {
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'chou fleur a l ail' }))).toEqual(['r6']);
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'l’ail' }))).toEqual(['r6']);
  });

  it('narrows by the selected tags with OR or AND', () => {
    expect(ids(filterCookbook(recipes, { ...noFilter, selectedTagIds: ['dessert', 'quick'], filterType: 'OR' }))).toEqual([
      'r1',
      'r4',
      'r5',
    ]);
    expect(ids(filterCookbook(recipes, { ...noFilter, selectedTagIds: ['dessert', 'family'], filterType: 'AND' }))).toEqual(['r4']);
  });

  it('combines the search with the tags', () => {
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'cre', selectedTagIds: ['quick'] }))).toEqual(['r1', 'r5']);
    expect(ids(filterCookbook(recipes, { ...noFilter, query: 'cre', selectedTagIds: ['dessert'] }))).toEqual(['r1']);
  });

  it('lets a chosen saved view decide the tags and the logic', () => {
    const view = { tagIds: ['dessert', 'family'], filterType: 'AND' as const };
    expect(ids(filterCookbook(recipes, { ...noFilter, selectedTagIds: ['quick'], filterType: 'OR', view }))).toEqual(['r4']);
    expect(ids(filterCookbook(recipes, { ...noFilter, selectedTagIds: ['quick'], view: null }))).toEqual(['r1', 'r5']);
  });
});

describe('prepareCookbookIndex', () => {
  it('normalises each name once, however many times it filters', () => {
    let reads = 0;
    const counted = recipes.map((recipe) => ({
      id: recipe.id,
      get name() {
        reads += 1;
        return recipe.name;
      },
    }));
    const filter = prepareCookbookIndex(counted);
    for (const query of ['c', 'cr', 'cre', 'crem']) filter({ ...noFilter, query });
    expect(reads).toBe(recipes.length);
    expect(ids(filter({ ...noFilter, query: 'crem' }))).toEqual(['r1']);
  });
});
