import { describe, expect, it } from 'vitest';
import { bookmarkId, bookmarkSchema } from './bookmark';

describe('bookmarks', () => {
  it('reads a stored bookmark', () => {
    expect(bookmarkSchema.parse({ userId: 'u1', recipeId: 'r1', createdAt: '2024-01-01T00:00:00Z' })).toEqual({
      userId: 'u1',
      recipeId: 'r1',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
  });

  it('gives the same id to the same user and recipe, and different ids otherwise', () => {
    expect(bookmarkId('u1', 'r1')).toBe(bookmarkId('u1', 'r1'));
    expect(bookmarkId('u1', 'r1')).not.toBe(bookmarkId('u1', 'r2'));
    expect(bookmarkId('u1', 'r1')).not.toBe(bookmarkId('u2', 'r1'));
  });
});
