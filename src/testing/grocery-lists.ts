import type { GroceryCustomItem, GroceryList } from '@/domain/grocery/grocery-list';

// Grocery lists as the store holds them once read. Pure data: unit tests of the domain and of
// the grocery store use them as much as component tests.

/** The active list of org-1, opened on 23 November, unshared and empty unless `overrides` fill it. */
export function buildGroceryList(overrides: Partial<GroceryList> = {}): GroceryList {
  return {
    id: 'list-1',
    name: 'Liste de courses du 23 novembre',
    organizationId: 'org-1',
    status: 'active',
    mealEntryRefs: {},
    checkedItems: {},
    customItems: {},
    shareToken: null,
    shareExpiry: null,
    isPublic: false,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

/** An item typed by hand: three sponges, not ticked, stored as c1 and not yet stamped by the server. */
export function buildCustomItem(overrides: Partial<GroceryCustomItem> = {}): GroceryCustomItem {
  return { id: 'c1', name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: null, ...overrides };
}
