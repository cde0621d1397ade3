import { describe, expect, it, vi } from 'vitest';
import { aggregateGroceryList } from '@/domain/grocery/aggregate-grocery-list';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { buildShoppingList, type ShopperLine } from '@/domain/grocery/shopping-list';
import { withTick } from '@/domain/grocery/untick';
import { buildGroceryList } from '@/testing/grocery-lists';
import { refused, setUpListActions } from '@/testing/list-action-test-setup';
import { liveQueryAnswers } from './live-query-answers.testing';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food } from '@/testing/shopper-table';
import * as data from '../data';
import { useGrocery } from './index';

// Ticks tapped in a row, each written on its own: Firestore answers the first tick with the list
// as its cache held it then, before the second tick reached the cache. Such an answer must not
// untick the second box, nor may a lifted change hide what another member stored meanwhile.

vi.mock('../data', async (original) => ({ ...(await original<typeof data>()), tickLine: vi.fn() }));

const recipe = { id: 'r1', name: 'Crêpes', servings: 4, ingredients: [{ id: 'i1', ...food('farine-de-ble', 750, 'gram') }, { id: 'i2', ...food('oignon', 3, 'piece') }, { id: 'i3', ...food('carotte', 500, 'gram') }] };
const list = buildGroceryList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } } });

/** The list's line of a food, as the page hands it to toggleLine. */
function lineOf(foodId: string): ShopperLine {
  const items = aggregateGroceryList(list, new Map([[recipe.id, recipe]]));
  const lines = buildShoppingList({ items, catalogue: shopperCatalogue, ticks: {} }).groups.flatMap((group) => group.lines);
  const line = lines.find((candidate) => candidate.key === `food:${foodId}`);
  if (!line) throw new Error(`No line for ${foodId}`);
  return line;
}

const ticked = () => Object.keys(useGrocery.getState().list?.checkedItems ?? {}).sort();
const withTicks = (stored: GroceryList, ...keys: string[]) => keys.reduce((ticked, key) => withTick(ticked, key), stored);

/** Each tick's write, answered when the test says. */
function pendingTicks() {
  const answers: { land: () => void; refuse: () => void }[] = [];
  vi.mocked(data.tickLine).mockImplementation(
    () =>
      new Promise<void>((resolve, reject) => {
        answers.push({ land: resolve, refuse: () => reject(refused()) });
      }),
  );
  return answers;
}

setUpListActions(list);

describe('ticks in a row', () => {
  it("keep the second box ticked through the answer to the first, and show the stored list once written", async () => {
    const answers = pendingTicks();
    const first = useGrocery.getState().toggleLine(lineOf('farine-de-ble'));
    const second = useGrocery.getState().toggleLine(lineOf('oignon'));
    expect(ticked()).toEqual(['food:farine-de-ble', 'food:oignon']);

    liveQueryAnswers((stored) => withTicks(stored, 'food:farine-de-ble'));
    expect(ticked()).toEqual(['food:farine-de-ble', 'food:oignon']);

    liveQueryAnswers((stored) => withTicks(stored, 'food:oignon'));
    answers.forEach((answer) => answer.land());
    await Promise.all([first, second]);
    expect(ticked()).toEqual(['food:farine-de-ble', 'food:oignon']);
    expect(useGrocery.getState().overlays).toEqual([]);
  });

  it('take back only the refused tick, keeping what another member ticked meanwhile', async () => {
    const answers = pendingTicks();
    const first = useGrocery.getState().toggleLine(lineOf('farine-de-ble'));
    const second = useGrocery.getState().toggleLine(lineOf('oignon'));
    liveQueryAnswers((stored) => withTicks(stored, 'food:farine-de-ble', 'food:carotte'));

    answers[1]?.refuse();
    await second;
    expect(ticked()).toEqual(['food:carotte', 'food:farine-de-ble']);
    expect(useGrocery.getState().error).toBe('grocery.errors.update');

    answers[0]?.land();
    await first;
    expect(ticked()).toEqual(['food:carotte', 'food:farine-de-ble']);
  });

  it('show, once written, what another member stored over them', async () => {
    const answers = pendingTicks();
    const ticking = useGrocery.getState().toggleLine(lineOf('farine-de-ble'));
    // Stored after this tick on the server: another member unticked it again.
    liveQueryAnswers((stored) => stored);
    expect(ticked()).toEqual(['food:farine-de-ble']);

    answers[0]?.land();
    await ticking;
    expect(ticked()).toEqual([]);
  });

  it('leave alone a list the store no longer shows', async () => {
    const answers = pendingTicks();
    const ticking = useGrocery.getState().toggleLine(lineOf('farine-de-ble'));
    useGrocery.setState({ list: null });
    answers[0]?.refuse();
    await ticking;
    expect(useGrocery.getState().list).toBeNull();
  });
});
