import { describe, expect, it } from 'vitest';
import { filterByTags, recipeIdsForTags, tagPicker } from './tag-filter';

const recipes = ['r1', 'r2', 'r3', 'r4', 'r5'].map((id) => ({ id, name: `Recette ${id}` }));
const tags = {
  quick: { recipeIds: ['r4', 'r1', 'r2'] },
  veggie: { recipeIds: ['r2', 'r3', 'r4'] },
  cheap: { recipeIds: ['r4', 'r5'] },
  empty: { recipeIds: [] },
};
const ids = (list: { id: string }[]) => list.map((recipe) => recipe.id);

describe('filterByTags', () => {
  it('OR keeps recipes with any selected tag, in the list order', () => {
    expect(ids(filterByTags(recipes, tags, ['veggie', 'quick'], 'OR'))).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('AND keeps recipes with every selected tag', () => {
    expect(ids(filterByTags(recipes, tags, ['quick', 'veggie'], 'AND'))).toEqual(['r2', 'r4']);
    expect(ids(filterByTags(recipes, tags, ['quick', 'veggie', 'cheap'], 'AND'))).toEqual(['r4']);
  });

  it('with one tag, AND and OR agree', () => {
    expect(ids(filterByTags(recipes, tags, ['cheap'], 'AND'))).toEqual(['r4', 'r5']);
    expect(ids(filterByTags(recipes, tags, ['cheap'], 'OR'))).toEqual(['r4', 'r5']);
  });

  it('gives nothing for an empty selection, with either logic', () => {
    expect(filterByTags(recipes, tags, [], 'OR')).toEqual([]);
    expect(filterByTags(recipes, tags, [], 'AND')).toEqual([]);
  });

  it('treats an unknown tag id as a tag without recipes', () => {
    expect(ids(filterByTags(recipes, tags, ['cheap', 'deleted'], 'OR'))).toEqual(['r4', 'r5']);
    expect(filterByTags(recipes, tags, ['cheap', 'deleted'], 'AND')).toEqual([]);
    expect(filterByTags(recipes, tags, ['cheap', 'empty'], 'AND')).toEqual([]);
  });

  it('ignores tagged ids that are not in the list, such as recipes deleted since', () => {
    expect(ids(filterByTags(recipes.slice(0, 2), tags, ['veggie'], 'OR'))).toEqual(['r2']);
  });
});

describe('recipeIdsForTags', () => {
  it('returns the picked ids, each once', () => {
    expect([...recipeIdsForTags(tags, ['quick', 'veggie'], 'OR')].sort()).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect([...recipeIdsForTags(tags, ['veggie', 'quick'], 'AND')].sort()).toEqual(['r2', 'r4']);
  });
});

describe('tagPicker', () => {
  const selections: [string[], 'OR' | 'AND'][] = [
    [['veggie', 'quick'], 'OR'],
    [['quick', 'veggie'], 'AND'],
    [['quick', 'veggie', 'cheap'], 'AND'],
    [['cheap'], 'AND'],
    [['cheap'], 'OR'],
    [['gone', 'cheap'], 'OR'],
    [['gone', 'cheap'], 'AND'],
    [['empty'], 'OR'],
    [[], 'OR'],
    [[], 'AND'],
  ];

  it.each(selections)('picks what recipeIdsForTags picks: %j with %s', (selected, filterType) => {
    const picks = tagPicker(tags, selected, filterType);
    expect(ids(recipes.filter((recipe) => picks(recipe.id)))).toEqual(ids(recipes.filter((recipe) => recipeIdsForTags(tags, selected, filterType).has(recipe.id))));
  });

  it('sees a tag replaced with other recipes', () => {
    expect(ids(recipes.filter((recipe) => tagPicker(tags, ['cheap'], 'OR')(recipe.id)))).toEqual(['r4', 'r5']);
    const retagged = { ...tags, cheap: { recipeIds: ['r1'] } };
    expect(ids(recipes.filter((recipe) => tagPicker(retagged, ['cheap'], 'OR')(recipe.id)))).toEqual(['r1']);
  });
});
