import { describe, expect, it } from 'vitest';
import { COOKBOOK_MAX_TAGS } from './cookbook-tag';
import { savedViewSchema } from './saved-view';

const view = { id: 'v1', name: 'Rapide et végé', tagIds: ['t1', 't2'], filterType: 'AND' };

describe('savedViewSchema', () => {
  it('defaults the colour to #3B82F6 and isDefault to false', () => {
    expect(savedViewSchema.parse(view)).toMatchObject({ color: '#3B82F6', isDefault: false, createdAt: null });
  });

  it(`needs at least one tag, and at most the ${COOKBOOK_MAX_TAGS} of a cookbook`, () => {
    const tagIds = (count: number) => Array.from({ length: count }, (_, i) => `t${i}`);
    expect(savedViewSchema.safeParse({ ...view, tagIds: [] }).success).toBe(false);
    expect(savedViewSchema.safeParse({ ...view, tagIds: tagIds(COOKBOOK_MAX_TAGS) }).success).toBe(true);
    expect(savedViewSchema.safeParse({ ...view, tagIds: tagIds(COOKBOOK_MAX_TAGS + 1) }).success).toBe(false);
  });

  it('allows a name of 30 characters after trimming, not 31, and not a blank one', () => {
    expect(savedViewSchema.parse({ ...view, name: ` ${'v'.repeat(30)} ` }).name).toBe('v'.repeat(30));
    expect(savedViewSchema.safeParse({ ...view, name: 'v'.repeat(31) }).success).toBe(false);
    expect(savedViewSchema.safeParse({ ...view, name: ' ' }).success).toBe(false);
  });

  it('refuses a name holding a tab, a line break or a control character', () => {
    for (const name of ['Rapide\tvégé', 'Rapide\nvégé', 'Rapide\u007Fvégé']) expect(savedViewSchema.safeParse({ ...view, name }).success, JSON.stringify(name)).toBe(false);
  });

  it('accepts only AND and OR', () => {
    expect(savedViewSchema.parse({ ...view, filterType: 'OR' }).filterType).toBe('OR');
    expect(savedViewSchema.safeParse({ ...view, filterType: 'and' }).success).toBe(false);
  });
});
