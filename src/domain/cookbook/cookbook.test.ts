import { describe, expect, it } from 'vitest';
import { COOKBOOK_MAX_SAVED_VIEWS, cookbookSchema } from './cookbook';
import { COOKBOOK_MAX_TAGS, isTagLimitReached } from './cookbook-tag';

describe('cookbookSchema', () => {
  it('fills the defaults of a new cookbook', () => {
    expect(cookbookSchema.parse({ id: 'o1', organizationId: 'o1' })).toEqual({
      id: 'o1',
      organizationId: 'o1',
      publicRecipeIds: [],
      tags: {},
      savedViews: [],
      createdAt: null,
      updatedAt: null,
    });
  });

  it('takes each tag id from its map key, which dotted-path writes address', () => {
    const cookbook = cookbookSchema.parse({
      id: 'o1',
      organizationId: 'o1',
      tags: {
        'default-0': { name: 'Favoris', color: '#E0BC00', recipeIds: ['r1'] },
        t2: { id: 'stale', name: 'Rapide', color: '#4CAF50', organizationId: 'o1', updatedAt: 1_700_000_000 },
      },
    });
    expect(cookbook.tags['default-0']).toEqual({
      id: 'default-0',
      name: 'Favoris',
      color: '#E0BC00',
      organizationId: 'o1',
      recipeIds: ['r1'],
      createdAt: null,
      updatedAt: null,
    });
    expect(cookbook.tags.t2).toMatchObject({ id: 't2', recipeIds: [], updatedAt: new Date(1_700_000_000_000) });
  });

  it('refuses a tag with an invalid colour or name', () => {
    const base = { id: 'o1', organizationId: 'o1' };
    expect(cookbookSchema.safeParse({ ...base, tags: { t: { name: 'x', color: 'blue' } } }).success).toBe(false);
    expect(cookbookSchema.safeParse({ ...base, tags: { t: { name: ' ', color: '#fff' } } }).success).toBe(false);
  });

  it(`holds at most ${COOKBOOK_MAX_TAGS} tags and ${COOKBOOK_MAX_SAVED_VIEWS} saved views`, () => {
    const base = { id: 'o1', organizationId: 'o1' };
    const tags = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`t${i}`, { name: `Tag ${i}`, color: '#fff' }]));
    const views = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `v${i}`, name: 'Vue', tagIds: ['t0'], filterType: 'OR' }));
    expect(cookbookSchema.safeParse({ ...base, tags: tags(COOKBOOK_MAX_TAGS), savedViews: views(COOKBOOK_MAX_SAVED_VIEWS) }).success).toBe(true);
    expect(cookbookSchema.safeParse({ ...base, tags: tags(COOKBOOK_MAX_TAGS + 1) }).success).toBe(false);
    expect(cookbookSchema.safeParse({ ...base, savedViews: views(COOKBOOK_MAX_SAVED_VIEWS + 1) }).success).toBe(false);
  });
});

describe('isTagLimitReached', () => {
  const tags = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`t${i}`, {}]));

  it(`says so once a cookbook holds ${COOKBOOK_MAX_TAGS} tags, before a new one is refused`, () => {
    expect(isTagLimitReached(tags(COOKBOOK_MAX_TAGS - 1))).toBe(false);
    expect(isTagLimitReached(tags(COOKBOOK_MAX_TAGS))).toBe(true);
  });
});
