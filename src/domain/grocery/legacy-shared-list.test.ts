import { describe, expect, it } from 'vitest';
import { legacyGroceryListSchema } from './legacy-grocery-list';
import { legacySharedView } from './legacy-shared-list';
import { sharedGroceryListSchema, sharedViewDocument } from './shared-list';

const now = new Date('2026-03-11T09:00:00Z');
const expiry = new Date('2026-03-20T09:00:00Z');

function legacyList(changes: Record<string, unknown> = {}) {
  return legacyGroceryListSchema.parse({
    id: 'legacy-1',
    name: 'Liste de courses du 1er mars',
    organizationId: 'org-home',
    mealPlanId: 'plan-1',
    status: 'active',
    items: [
      { id: 'i1', name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', standardIngredientId: 'milk', checked: false },
      { id: 'i2', name: 'lait', quantity: '50', unit: 'cl', category: 'dairy', standardIngredientId: 'milk', checked: true },
      { id: 'i2', name: 'Éponges', quantity: 3, category: 'other' },
    ],
    shareToken: 'old-token-1',
    shareExpiry: expiry,
    isPublic: true,
    ...changes,
  });
}

describe('legacySharedView', () => {
  it("makes the view its link opens: the items merged as lines, the list's own token and expiry", () => {
    const shared = legacySharedView(legacyList(), now);
    expect(shared).toEqual({
      token: 'old-token-1',
      owner: { organizationId: 'org-home', listId: 'legacy-1', legacy: true },
      view: {
        name: 'Liste de courses du 1er mars',
        status: 'active',
        expiresAt: expiry,
        lines: {
          // Both milk items, one ticked: the line is ticked, as merged custom items are.
          'std:milk:volume': { name: 'Lait', quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: [], checked: true },
          // Same id as the milk item: kept all the same.
          'name:éponges:count': { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', recipeNames: [], checked: false },
        },
      },
    });
    if (!shared) throw new Error('No view');
    expect(sharedGroceryListSchema.parse({ ...sharedViewDocument(shared.view), id: shared.token }).lines).toEqual(shared.view.lines);
  });

  it('keeps an archived list archived, and cuts a name longer than a view holds', () => {
    const shared = legacySharedView(legacyList({ status: 'archived', name: '🥕'.repeat(120) }), now);
    expect(shared?.view.status).toBe('archived');
    expect(shared?.view.name).toBe('🥕'.repeat(100));
  });

  it('makes none for a link that no longer works, or a token no document can be named by', () => {
    expect(legacySharedView(legacyList({ isPublic: false }), now)).toBeNull();
    expect(legacySharedView(legacyList({ shareExpiry: now }), now)).toBeNull();
    expect(legacySharedView(legacyList({ shareExpiry: null }), now)).toBeNull();
    expect(legacySharedView(legacyList({ shareToken: null }), now)).toBeNull();
    expect(legacySharedView(legacyList({ shareToken: 'a/b' }), now)).toBeNull();
    expect(legacySharedView(legacyList({ shareToken: '__id__' }), now)).toBeNull();
    expect(legacySharedView(legacyList({ shareToken: '..' }), now)).toBeNull();
  });
});
