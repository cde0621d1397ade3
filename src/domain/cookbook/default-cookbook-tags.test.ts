import { describe, expect, it } from 'vitest';
import { defaultCookbookTags, isSystemTag, missingDefaultTags, SYSTEM_TAG_ID } from './default-cookbook-tags';

describe('default cookbook tags', () => {
  it('are Favoris and NiooChefs with their spec colours and ids', () => {
    expect(defaultCookbookTags).toEqual([
      { id: 'default-0', name: 'Favoris', color: '#E0BC00' },
      { id: 'default-1', name: 'NiooChefs', color: '#77289B' },
    ]);
  });

  it('makes NiooChefs, and only it, the system tag', () => {
    expect(defaultCookbookTags.filter(isSystemTag).map((tag) => tag.name)).toEqual(['NiooChefs']);
    expect(isSystemTag({ id: SYSTEM_TAG_ID })).toBe(true);
    expect(isSystemTag({ id: 'user-tag' })).toBe(false);
  });

  it('lists only the default tags a cookbook lacks', () => {
    expect(missingDefaultTags([])).toEqual(defaultCookbookTags);
    expect(missingDefaultTags(['default-0', 'mine']).map((tag) => tag.id)).toEqual(['default-1']);
    expect(missingDefaultTags(new Set(['default-1', 'default-0']))).toEqual([]);
  });
});
