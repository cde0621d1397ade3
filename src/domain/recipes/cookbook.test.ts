import { describe, expect, it } from 'vitest';
import { cookbookSchema } from './cookbook';

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
});
