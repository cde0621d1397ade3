import { beforeEach, describe, expect, it } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list-v2';
import { useHousehold } from '@/features/household';
import { resetAllStores } from '@/lib/create-store';
import { buildOrganization } from '@/testing/sessions';
import { useGrocery } from './store';

// The list's side of planner actions, decided from what the store holds: when there is one,
// what it shows at once, and how its undo puts back only its own change.

const list: GroceryList = {
  id: 'list-1',
  name: 'Liste de courses du 23 novembre',
  organizationId: 'org-1',
  status: 'active',
  mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } },
  checkedItems: {},
  customItems: {},
  shareToken: null,
  shareExpiry: null,
  isPublic: false,
  createdAt: null,
  updatedAt: null,
};

const plan = useGrocery.getState().planMealRefChange;
const refs = () => useGrocery.getState().list?.mealEntryRefs;

beforeEach(() => {
  resetAllStores();
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, organization: buildOrganization({ groceryAutomation: true }) });
  useGrocery.setState({ list, olderShape: false, status: 'loaded' });
});

describe('planMealRefChange', () => {
  it('adds a planned meal to the list with automation on, shown at once and undone alone', () => {
    const change = plan({ kind: 'add', mealEntryId: 'e2', recipeId: 'r2', portions: 3 });
    const undo = change?.show();
    expect(refs()).toEqual({ e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r2', portions: 3 } });
    // Another member's meal arrives meanwhile; the undo leaves it.
    useGrocery.setState((state) => ({ list: state.list && { ...state.list, mealEntryRefs: { ...state.list.mealEntryRefs, e5: { recipeId: 'r5', portions: 1 } } } }));
    undo?.();
    expect(refs()).toEqual({ e1: { recipeId: 'r1', portions: 4 }, e5: { recipeId: 'r5', portions: 1 } });
  });

  it('adds nothing with automation off, but still follows portions and removals of meals it holds', () => {
    useHousehold.setState({ organization: buildOrganization({ groceryAutomation: false }) });
    expect(plan({ kind: 'add', mealEntryId: 'e2', recipeId: 'r2', portions: 3 })).toBeNull();
    plan({ kind: 'portions', mealEntryId: 'e1', portions: 6 })?.show();
    expect(refs()).toEqual({ e1: { recipeId: 'r1', portions: 6 } });
    plan({ kind: 'remove', mealEntryId: 'e1' })?.show();
    expect(refs()).toEqual({});
  });

  it('leaves alone meals the list does not hold, a list not loaded yet, and a list of the older shape', () => {
    expect(plan({ kind: 'portions', mealEntryId: 'e9', portions: 2 })).toBeNull();
    expect(plan({ kind: 'remove', mealEntryId: 'e9' })).toBeNull();
    useGrocery.setState({ status: 'loading' });
    expect(plan({ kind: 'add', mealEntryId: 'e2', recipeId: 'r2', portions: 3 })).toBeNull();
    useGrocery.setState({ status: 'loaded', olderShape: true });
    expect(plan({ kind: 'remove', mealEntryId: 'e1' })).toBeNull();
  });
});
