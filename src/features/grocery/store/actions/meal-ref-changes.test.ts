import { describe, expect, it, vi } from 'vitest';
import { useHousehold } from '@/features/household';
import { buildGroceryList } from '@/testing/grocery-lists';
import { buildHousehold } from '@/testing/sessions';
import type * as data from '../../data';
import { setUpListActions } from '@/testing/list-action-test-setup';
import { useGrocery } from '../index';

// The list's side of planner actions, decided from what the store holds: when there is one,
// what it shows at once, and how its undo puts back only its own change.

vi.mock('../../data', async (original) => ({ ...(await original<typeof data>()), newGroceryListId: () => 'new-list' }));

const list = buildGroceryList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } } });

const plan = useGrocery.getState().planMealRefChange;
const refs = () => useGrocery.getState().list?.mealEntryRefs;

setUpListActions(list, { household: buildHousehold({ groceryAutomation: true }) });

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

  it('opens a list holding the meal when the household has none, which its undo forgets', () => {
    useGrocery.setState({ list: null });
    const undo = plan({ kind: 'add', mealEntryId: 'e2', recipeId: 'r2', portions: 3 })?.show();
    expect(useGrocery.getState().list).toMatchObject({
      id: 'new-list',
      organizationId: 'org-1',
      name: expect.stringMatching(/^Liste de courses du /),
      status: 'active',
      mealEntryRefs: { e2: { recipeId: 'r2', portions: 3 } },
      customItems: {},
    });
    undo?.();
    expect(useGrocery.getState().list).toBeNull();
  });

  it('adds nothing with automation off, but still follows portions and removals of meals it holds', () => {
    useHousehold.setState({ household: buildHousehold({ groceryAutomation: false }) });
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
