import { describe, expect, it, vi } from 'vitest';
import type { GroceryCustomItem } from '@/domain/grocery/grocery-list';
import { useConnectivity } from '@/lib/connectivity';
import { buildCustomItem, buildGroceryList } from '@/testing/grocery-lists';
import * as data from '../../data';
import type { CustomItemInput } from '../state';
import { refused, setUpListActions } from '@/testing/list-action-test-setup';
import { liveQueryAnswers } from '../live-query-answers.testing';
import { LIST_ANSWER_WAIT_MS } from './list-edit';
import { useGrocery } from '../index';

// Items typed by hand, decided from what the store holds: shown at once, written once, and on
// refusal taken back alone with the action's error. The writes themselves (real writes the
// rules accept) are proven against the emulator beside the data files; here they land or fail.

vi.mock('../../data', async (original) => ({
  ...(await original<typeof data>()),
  addCustomItem: vi.fn(),
  setCustomItemQuantity: vi.fn(),
  removeCustomItem: vi.fn(),
  openList: vi.fn(),
  newCustomItemId: () => 'new-item',
  newGroceryListId: () => 'new-list',
}));

const sponges = buildCustomItem();
const list = buildGroceryList({ customItems: { c1: sponges } });

const salt: CustomItemInput = { name: 'Sel', quantity: 2, unit: 'piece', category: 'condiments', standardIngredientId: null };
const store = () => useGrocery.getState();
const items = () => store().list?.customItems;
/** Another member's item, as the live query brings it while a write is on its way. */
const arrives = (item: GroceryCustomItem) => liveQueryAnswers((stored) => ({ ...stored, customItems: { ...stored.customItems, [item.id]: item } }));

setUpListActions(list);

describe('addCustomItem', () => {
  it('shows the item before the database answers and writes it under a new id', async () => {
    let land = () => {};
    vi.mocked(data.addCustomItem).mockReturnValue(new Promise<void>((resolve) => (land = resolve)));
    const adding = store().addCustomItem(salt);
    expect(items()?.['new-item']).toMatchObject({ id: 'new-item', name: 'Sel', quantity: 2, checked: false });
    land();
    expect(await adding).toEqual({ ok: true });
    expect(data.addCustomItem).toHaveBeenCalledExactlyOnceWith('list-1', 'new-item', salt);
    expect(store().error).toBeNull();
  });

  it('takes the item back when refused, keeping what arrived meanwhile, and says so', async () => {
    const other = { ...sponges, id: 'c9', name: 'Savon' };
    vi.mocked(data.addCustomItem).mockImplementation(async () => {
      arrives(other);
      throw refused();
    });
    expect(await store().addCustomItem(salt)).toEqual({ ok: false, error: 'grocery.errors.add' });
    expect(items()).toEqual({ c1: sponges, c9: other });
    expect(store().error).toBe('grocery.errors.add');
  });

  it('is done without a network once the item is shown, and a refusal when the network returns still takes it back', async () => {
    useConnectivity.setState({ online: false });
    let refuse = (_: Error) => {};
    vi.mocked(data.addCustomItem).mockReturnValue(new Promise<void>((_, reject) => (refuse = reject)));
    expect(await store().addCustomItem(salt)).toEqual({ ok: true });
    expect(items()?.['new-item']).toMatchObject({ name: 'Sel', quantity: 2 });

    refuse(refused());
    await vi.waitFor(() => expect(store().error).toBe('grocery.errors.add'));
    expect(items()).toEqual({ c1: sponges });
  });

  it('opens a list in the household when none is active, and forgets it when refused', async () => {
    useGrocery.setState({ list: null });
    let refuse = (_: Error) => {};
    vi.mocked(data.openList).mockReturnValue(new Promise<void>((_, reject) => (refuse = reject)));
    const adding = store().addCustomItem(salt);
    expect(store().list).toMatchObject({ id: 'new-list', organizationId: 'org-1', status: 'active', customItems: { 'new-item': { name: 'Sel' } } });
    expect(data.openList).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'new-list', organizationId: 'org-1', name: expect.stringMatching(/^Liste de courses du /) }), {
      customItems: { 'new-item': salt },
    });
    refuse(refused());
    expect(await adding).toEqual({ ok: false, error: 'grocery.errors.add' });
    expect(store().list).toBeNull();
    expect(store().error).toBe('grocery.errors.add');
  });

  it('waits for the list to answer before adding to it, and refuses after waiting too long', async () => {
    vi.mocked(data.addCustomItem).mockResolvedValue();
    useGrocery.setState({ list: null, status: 'loading' });
    const adding = store().addCustomItem(salt);
    await Promise.resolve();
    expect(data.addCustomItem).not.toHaveBeenCalled();
    useGrocery.setState({ list, status: 'loaded' });
    expect(await adding).toEqual({ ok: true });
    expect(data.addCustomItem).toHaveBeenCalledExactlyOnceWith('list-1', 'new-item', salt);
    expect(data.openList).not.toHaveBeenCalled();

    vi.useFakeTimers();
    try {
      useGrocery.setState({ list: null, status: 'loading' });
      const late = store().addCustomItem(salt);
      await vi.advanceTimersByTimeAsync(LIST_ANSWER_WAIT_MS);
      expect(await late).toEqual({ ok: false, error: 'grocery.errors.add' });
      expect(store().error).toBe('grocery.errors.add');
      expect(data.openList).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes nothing to a list of the older shape', async () => {
    useGrocery.setState({ list, status: 'loaded', olderShape: true });
    expect(await store().addCustomItem(salt)).toEqual({ ok: false, error: 'grocery.errors.add' });
    expect(store().error).toBe('grocery.errors.add');
    expect(items()).toEqual({ c1: sponges });
    expect(data.addCustomItem).not.toHaveBeenCalled();
    expect(data.openList).not.toHaveBeenCalled();
  });
});

describe('changeCustomQuantity', () => {
  it('shows and writes a positive integer', async () => {
    let land = () => {};
    vi.mocked(data.setCustomItemQuantity).mockReturnValue(new Promise<void>((resolve) => (land = resolve)));
    const changing = store().changeCustomQuantity('c1', 5);
    expect(items()?.c1?.quantity).toBe(5);
    // Stored, it shows as the live query brings it.
    liveQueryAnswers((stored) => ({ ...stored, customItems: { c1: { ...sponges, quantity: 5 } } }));
    land();
    await changing;
    expect(items()?.c1?.quantity).toBe(5);
    expect(data.setCustomItemQuantity).toHaveBeenCalledExactlyOnceWith('list-1', 'c1', 5);
  });

  it('refuses anything else without writing', async () => {
    for (const quantity of [0, -1, 2.5, Number.NaN]) await store().changeCustomQuantity('c1', quantity);
    await store().changeCustomQuantity('missing', 2);
    expect(data.setCustomItemQuantity).not.toHaveBeenCalled();
    expect(items()).toEqual({ c1: sponges });
    expect(store().error).toBeNull();
  });

  it('puts the quantity back when refused, and says so', async () => {
    vi.mocked(data.setCustomItemQuantity).mockRejectedValue(refused());
    await store().changeCustomQuantity('c1', 5);
    expect(items()).toEqual({ c1: sponges });
    expect(store().error).toBe('grocery.errors.quantity');
  });
});

describe('removeCustomItem', () => {
  it('hides the item at once and puts it back when refused, and says so', async () => {
    let refuse = (_: Error) => {};
    vi.mocked(data.removeCustomItem).mockReturnValue(new Promise<void>((_, reject) => (refuse = reject)));
    const removing = store().removeCustomItem('c1');
    expect(items()).toEqual({});
    refuse(refused());
    await removing;
    expect(items()).toEqual({ c1: sponges });
    expect(data.removeCustomItem).toHaveBeenCalledExactlyOnceWith('list-1', 'c1');
    expect(store().error).toBe('grocery.errors.removeItem');
  });

  it('refuses a list of the older shape', async () => {
    useGrocery.setState({ olderShape: true });
    await store().removeCustomItem('c1');
    expect(data.removeCustomItem).not.toHaveBeenCalled();
    expect(store().error).toBe('grocery.errors.removeItem');
  });
});
