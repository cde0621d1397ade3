import { beforeEach, describe, expect, it, vi } from 'vitest';
import { putAway, type PutAway } from '@/domain/cupboard/put-away';
import type { StockChange } from '@/domain/cupboard/pantry-entry';
import type { DocumentWrite, PlannedWrite } from '@/lib/firebase/document-writer';
import { aggregateGroceryList } from '@/domain/grocery/aggregate-grocery-list';
import { buildShoppingList } from '@/domain/grocery/shopping-list';
import { useCupboard } from '@/features/cupboard';
import { buildCustomItem, buildGroceryList } from '@/testing/grocery-lists';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food } from '@/testing/shopper-table';
import * as data from '../data';
import { usePutAway } from './put-away';
import { refused, setUpListActions } from '@/testing/list-action-test-setup';
import { useGrocery } from './index';

// 'Ranger les articles cochés' and archiving with it, decided from what the stores hold: the
// cupboard's planned stock is the cupboard's (tested there), the batch of both is proven against
// the emulator beside the data files (put-away-writes.emulator.test.ts).

vi.mock('../data', async (original) => ({
  ...(await original<typeof data>()),
  untickWrite: vi.fn(),
  commitWrites: vi.fn(),
  findActiveLegacyListIds: vi.fn(),
}));

const recipe = { id: 'r1', name: 'Crêpes', servings: 4, ingredients: [{ id: 'i1', ...food('farine-de-ble', 750, 'gram') }, { id: 'i2', ...food('oignon', 3, 'piece') }, { id: 'i3', ...food('carotte', 500, 'gram') }] };
const ticks = { 'food:farine-de-ble': { covered: { mass: 750 } }, 'food:oignon': { covered: { count: 3 } }, 'food:carotte': true as const, 'item:eponge': true as const };
const list = buildGroceryList({
  mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } },
  checkedItems: ticks,
  customItems: { c1: buildCustomItem({ checked: true }) },
});

/** What the list page hands the action: the ticked lines of the list above. */
function toPutAway(): PutAway {
  const items = aggregateGroceryList(list, new Map([[recipe.id, recipe]]));
  const shopping = buildShoppingList({ items, catalogue: shopperCatalogue, ticks });
  return putAway({ lines: shopping.groups.flatMap((group) => group.lines), ticks, catalogue: shopperCatalogue });
}

const store = () => useGrocery.getState();
const stockWrite: DocumentWrite = () => undefined;
const untickWrite: DocumentWrite = () => undefined;
const undoStock = vi.fn();
const showStock = vi.fn(() => undoStock);
const planStock = vi.fn<(changes: readonly StockChange[]) => Promise<PlannedWrite | null>>();

setUpListActions(list);

beforeEach(() => {
  planStock.mockResolvedValue({ write: stockWrite, show: showStock });
  useCupboard.setState({ planStock });
  vi.mocked(data.untickWrite).mockReturnValue(untickWrite);
  vi.mocked(data.commitWrites).mockResolvedValue();
  vi.mocked(data.findActiveLegacyListIds).mockResolvedValue([]);
});

describe('putAwayTicked', () => {
  it('stocks the ticked catalogue foods and clears their ticks in one batch, the sponges left ticked', async () => {
    const planned = toPutAway();
    const putting = usePutAway.getState().putAwayTicked(planned);
    // The ticks clear on screen at once.
    expect(Object.keys(store().list?.checkedItems ?? {})).toEqual(['item:eponge']);
    expect(await putting).toBe(3);
    expect(planStock).toHaveBeenCalledOnce();
    expect(planStock.mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining([
        { foodId: 'farine-de-ble', amounts: { mass: 750, volume: 0, count: 0 } },
        { foodId: 'oignon', amounts: { mass: 0, volume: 0, count: 3 } },
        { foodId: 'carotte', amounts: { mass: 500, volume: 0, count: 0 } },
      ]),
    );
    expect(showStock).toHaveBeenCalledOnce();
    expect(data.commitWrites).toHaveBeenCalledExactlyOnceWith([untickWrite, stockWrite]);
    const [listId, writes] = vi.mocked(data.untickWrite).mock.calls[0] ?? [];
    expect(listId).toBe('list-1');
    expect(writes?.flatMap((write) => write.tickKeys).sort()).toEqual(['food:carotte', 'food:farine-de-ble', 'food:oignon']);
    expect(writes?.flatMap((write) => write.customItemIds)).toEqual([]);
    expect(store().list?.customItems.c1?.checked).toBe(true);
    expect(undoStock).not.toHaveBeenCalled();
    expect(store().error).toBeNull();
  });

  it('brings the ticks back and takes the stock back when the batch is refused', async () => {
    vi.mocked(data.commitWrites).mockRejectedValue(refused());
    expect(await usePutAway.getState().putAwayTicked(toPutAway())).toBe(0);
    expect(store().list).toEqual(list);
    expect(undoStock).toHaveBeenCalledOnce();
    expect(store().error).toBe('grocery.errors.putAway');
  });

  it('writes nothing and says so without a household to stock', async () => {
    planStock.mockResolvedValue(null);
    expect(await usePutAway.getState().putAwayTicked(toPutAway())).toBe(0);
    expect(data.commitWrites).not.toHaveBeenCalled();
    expect(store().list).toEqual(list);
    expect(store().error).toBe('grocery.errors.putAway');
  });
});

describe('archiveList with the ticked items put away', () => {
  it('puts them away first, then archives', async () => {
    await usePutAway.getState().putAwayAndArchive(toPutAway());
    expect(planStock).toHaveBeenCalledOnce();
    expect(data.commitWrites).toHaveBeenCalledTimes(2);
    expect(vi.mocked(data.commitWrites).mock.calls[0]?.[0]).toEqual([untickWrite, stockWrite]);
    expect(store().list).toBeNull();
  });

  it('leaves the list open, its ticks there, when putting away is refused', async () => {
    vi.mocked(data.commitWrites).mockRejectedValueOnce(refused());
    await usePutAway.getState().putAwayAndArchive(toPutAway());
    expect(data.commitWrites).toHaveBeenCalledOnce();
    expect(store().list).toEqual(list);
    expect(store().error).toBe('grocery.errors.putAway');
  });
});
