import { describe, expect, it } from 'vitest';
import { olderSharedViewSchema } from './older-shared-view';
import { SHARED_LINE_KEY_MAX_LENGTH, SHARED_LINE_NAME_MAX_LENGTH } from './shared-line-columns';

const expiresAt = new Date('2026-04-10T09:00:00Z');

function olderView(changes: Record<string, unknown> = {}) {
  return {
    listId: 'list-home',
    organizationId: 'org-home',
    name: 'Liste de courses du 11 mars',
    status: 'active',
    expiresAt: { seconds: expiresAt.getTime() / 1000, nanoseconds: 0 },
    lines: {
      'std:milk:volume': { name: 'Lait', quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: ['Gratin', 'Crêpes'], checked: true },
      'name:sel:none': { name: 'Sel', quantity: 1, unit: null, category: 'condiments', recipeNames: [], checked: false },
    },
    updatedAt: expiresAt,
    ...changes,
  };
}

describe('olderSharedViewSchema', () => {
  it('reads the ids as the view’s owner and the rest as the view, lines by key', () => {
    expect(olderSharedViewSchema.parse(olderView())).toEqual({
      owner: { organizationId: 'org-home', listId: 'list-home', legacy: false },
      view: {
        name: 'Liste de courses du 11 mars',
        status: 'active',
        expiresAt,
        lines: {
          'std:milk:volume': { name: 'Lait', quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: ['Gratin', 'Crêpes'], checked: true },
          'name:sel:none': { name: 'Sel', quantity: 1, unit: null, category: 'condiments', recipeNames: [], checked: false },
        },
      },
    });
    expect(olderSharedViewSchema.parse(olderView({ legacy: true })).owner.legacy).toBe(true);
  });

  it('keeps only what a view may hold: readable lines of keys it can hold, printable text cut to its limits', () => {
    const read = olderSharedViewSchema.parse(
      olderView({
        name: `Courses\r\n${'n'.repeat(120)}`,
        lines: {
          ok: { name: `Riz\u0000${'r'.repeat(SHARED_LINE_NAME_MAX_LENGTH)}`, quantity: 2, unit: 'g', category: 'garden', recipeNames: ['Gratin\n', ' '] },
          negative: { name: 'Riz', quantity: -1, unit: 'gram', category: 'dairy' },
          [`name:${'k'.repeat(SHARED_LINE_KEY_MAX_LENGTH)}:none`]: { name: 'Long', quantity: 1, unit: null, category: 'other' },
          notALine: 'Riz',
        },
      }),
    );
    expect(Object.keys(read.view.lines)).toEqual(['ok']);
    expect(read.view.lines.ok).toEqual({ name: `Riz ${'r'.repeat(SHARED_LINE_NAME_MAX_LENGTH - 4)}`, quantity: 2, unit: 'gram', category: 'other', recipeNames: ['Gratin'], checked: false });
    expect(read.view.name).toBe(`Courses  ${'n'.repeat(91)}`);
  });

  it('reads none without its ids: a view of the current shape is no older view', () => {
    expect(olderSharedViewSchema.safeParse(olderView({ organizationId: undefined })).success).toBe(false);
    expect(olderSharedViewSchema.safeParse(olderView({ listId: '' })).success).toBe(false);
    expect(olderSharedViewSchema.safeParse(olderView({ lines: [] })).success).toBe(false);
  });
});
