import { describe, expect, it } from 'vitest';
import type { GroceryCustomItem, GroceryList } from './grocery-list';
import { withEdits, withoutEdits, type EntryEdit } from './list-entry-edits';

// What a list action shows at once and how its undo takes back only its own change, whatever
// the live query brought meanwhile.

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
const addSalt: EntryEdit = { map: 'customItems', key: 'c2', before: null, after: salt };
const moreSponges: EntryEdit = { map: 'customItems', key: 'c1', before: sponges, after: { ...sponges, quantity: 5 } };
const removeSponges: EntryEdit = { map: 'customItems', key: 'c1', before: sponges, after: null };
const sixPortions: EntryEdit = { map: 'mealEntryRefs', key: 'e1', before: { recipeId: 'r1', portions: 4 }, after: { recipeId: 'r1', portions: 6 } };
const removeE2: EntryEdit = { map: 'mealEntryRefs', key: 'e2', before: { recipeId: 'r2', portions: 2 }, after: null };

describe('withEdits', () => {
  it('adds, changes and removes entries of both maps, leaving the rest', () => {
    const edited = withEdits(list, [addSalt, moreSponges, sixPortions, removeE2]);
    expect(edited.customItems).toEqual({ c1: { ...sponges, quantity: 5 }, c2: salt });
    expect(edited.mealEntryRefs).toEqual({ e1: { recipeId: 'r1', portions: 6 } });
    expect(list.customItems).toEqual({ c1: sponges });
  });
});

describe('withoutEdits', () => {
  it('puts back every entry that still shows its edit', () => {
    const edits = [addSalt, moreSponges, sixPortions, removeE2];
    expect(withoutEdits(withEdits(list, edits), edits)).toEqual(list);
  });

  it('leaves what the live query brought meanwhile: other entries, and an entry changed again', () => {
    const edits = [moreSponges, sixPortions];
    const shown = withEdits(list, edits);
    const meanwhile: GroceryList = {
      ...shown,
      customItems: { ...shown.customItems, c1: { ...sponges, quantity: 5, checked: true }, c9: { ...salt, id: 'c9' } },
      mealEntryRefs: { ...shown.mealEntryRefs, e3: { recipeId: 'r3', portions: 1 } },
    };
    const undone = withoutEdits(meanwhile, edits);
    expect(undone.customItems).toEqual({ c1: { ...sponges, quantity: 5, checked: true }, c9: { ...salt, id: 'c9' } });
    expect(undone.mealEntryRefs).toEqual({ e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r2', portions: 2 }, e3: { recipeId: 'r3', portions: 1 } });
  });

  it('takes an added item back though the database read it without its creation date yet', () => {
    const echoed = withEdits(list, [{ ...addSalt, after: { ...salt, createdAt: null } }]);
    expect(withoutEdits(echoed, [addSalt]).customItems).toEqual({ c1: sponges });
  });

  it('leaves a removed entry out once the stored list brought it back, and puts it back otherwise', () => {
    const broughtBack = { ...list, customItems: { c1: { ...sponges, quantity: 8 } } };
    expect(withoutEdits(broughtBack, [removeSponges]).customItems).toEqual({ c1: { ...sponges, quantity: 8 } });
    expect(withoutEdits(withEdits(list, [removeSponges]), [removeSponges]).customItems).toEqual({ c1: sponges });
  });
});
