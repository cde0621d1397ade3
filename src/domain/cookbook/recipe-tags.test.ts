import { describe, expect, it } from 'vitest';
import { SYSTEM_TAG_ID } from './default-cookbook-tags';
import { recipeTagChanges, reversed, tagIdsOf, withRecipeTagChanges } from './recipe-tags';

const tags = {
  a: { id: 'a', recipeIds: ['r1', 'r2'] },
  b: { id: 'b', recipeIds: ['r2'] },
  [SYSTEM_TAG_ID]: { id: SYSTEM_TAG_ID, recipeIds: ['r1'] },
};

describe('recipe tags', () => {
  it('finds the tags marking a recipe', () => {
    expect(tagIdsOf(tags, 'r1')).toEqual(['a', SYSTEM_TAG_ID]);
  });

  it('changes only what the form changed, among existing tags, and never NiooChefs', () => {
    expect(recipeTagChanges(['a', SYSTEM_TAG_ID], ['b', 'gone'], Object.keys(tags))).toEqual({ added: ['b'], removed: ['a'] });
    expect(recipeTagChanges(['a'], ['a', SYSTEM_TAG_ID], Object.keys(tags))).toEqual({ added: [], removed: [] });
  });

  it('applies changes to the tags they name, and undoes them', () => {
    const changes = { added: ['b'], removed: ['a'] };
    const changed = withRecipeTagChanges(tags, 'r1', changes);
    expect(tagIdsOf(changed, 'r1')).toEqual(['b', SYSTEM_TAG_ID]);
    expect(changed[SYSTEM_TAG_ID]).toBe(tags[SYSTEM_TAG_ID]);
    expect(withRecipeTagChanges(changed, 'r1', reversed(changes))).toEqual({ ...tags, a: { id: 'a', recipeIds: ['r2', 'r1'] } });
  });
});
