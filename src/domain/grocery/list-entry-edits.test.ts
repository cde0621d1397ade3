import { describe, expect, it } from 'vitest';
import type { GroceryCustomItem, GroceryList } from './grocery-list';
import { withEdits, type EntryEdit } from './list-entry-edits';

// What a list action lays over the list until the database answers.

const sponges: GroceryCustomItem = { id: 'c1', name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: null };

const list: GroceryList = {
  id: 'list-1',
  name: 'Liste de courses du 23 novembre',
  organizationId: 'org-1',
  status: 'active',
  mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r2', portions: 2 } },
  checkedItems: {},
  customItems: { c1: sponges },
  shareToken: null,
  shareExpiry: null,
  isPublic: false,
  createdAt: null,
  updatedAt: null,
};

const salt: GroceryCustomItem = { id: 'c2', name: 'Sel', quantity: 1, unit: 'piece', category: 'condiments', checked: false, createdAt: new Date('2026-11-23T10:00:00Z') };
const addSalt: EntryEdit = { map: 'customItems', key: 'c2', after: salt };
const moreSponges: EntryEdit = { map: 'customItems', key: 'c1', after: { ...sponges, quantity: 5 } };
const removeSponges: EntryEdit = { map: 'customItems', key: 'c1', after: null };
const sixPortions: EntryEdit = { map: 'mealEntryRefs', key: 'e1', after: { recipeId: 'r1', portions: 6 } };
const removeE2: EntryEdit = { map: 'mealEntryRefs', key: 'e2', after: null };

describe('withEdits', () => {
  it('adds, changes and removes entries of both maps, leaving the rest', () => {
    const edited = withEdits(list, [addSalt, moreSponges, sixPortions, removeE2]);
    expect(edited.customItems).toEqual({ c1: { ...sponges, quantity: 5 }, c2: salt });
    expect(edited.mealEntryRefs).toEqual({ e1: { recipeId: 'r1', portions: 6 } });
    expect(list.customItems).toEqual({ c1: sponges });
  });

  it('removes an entry and leaves the other map alone', () => {
    const edited = withEdits(list, [removeSponges]);
    expect(edited.customItems).toEqual({});
    expect(edited.mealEntryRefs).toBe(list.mealEntryRefs);
  });
});
