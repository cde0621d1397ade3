import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PantryEntry } from '@/domain/cupboard/pantry-entry';
import { useConnectivity } from '@/lib/connectivity';
import { resetAllStores } from '@/lib/create-store';
import * as data from '../data';
import { selectPantryStock } from './selectors';
import { useCupboard } from './index';

vi.mock('../data', () => ({ watchPantry: vi.fn(), changeStock: vi.fn(), setStaple: vi.fn(), removeFood: vi.fn() }));

const HOME = 'org-home';
const changeStock = vi.mocked(data.changeStock);
const setStaple = vi.mocked(data.setStaple);
const removeFood = vi.mocked(data.removeFood);

const entry = (foodId: string, amounts: Partial<PantryEntry> = {}): PantryEntry => ({ organizationId: HOME, foodId, mass: 0, volume: 0, count: 0, staple: false, updatedAt: null, ...amounts });
const shown = (foodId: string) => useCupboard.getState().entries[foodId];

/**
 * Until the query started before it has loaded the data module: Vitest may hand an import made
 * while another of the same mocked module is under way the real module.
 */
const watching = (calls: number) => vi.waitFor(() => expect(data.watchPantry).toHaveBeenCalledTimes(calls));

/** The cupboard as the live query last said: flour 500 g, eggs 6. */
async function started() {
  let push: (entries: PantryEntry[]) => void = () => undefined;
  vi.mocked(data.watchPantry).mockImplementation((_, onChange) => {
    push = onChange;
    return () => undefined;
  });
  const before = vi.mocked(data.watchPantry).mock.calls.length;
  useCupboard.getState().start({ householdId: HOME, userId: 'mia' });
  // The data module loads with the query, not with the store.
  await watching(before + 1);
  push([entry('farine-de-ble', { mass: 500 }), entry('oeuf', { count: 6 })]);
  return push;
}

beforeEach(() => {
  resetAllStores();
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('following the cupboard', () => {
  it('holds every entry by food and gives the stock of what it holds as a memoised map', async () => {
    const push = await started();
    expect(useCupboard.getState().status).toBe('loaded');
    const stock = selectPantryStock(useCupboard.getState());
    expect(stock.get('farine-de-ble')).toEqual({ foodId: 'farine-de-ble', mass: 500, volume: 0, count: 0, staple: false });
    expect(selectPantryStock(useCupboard.getState())).toBe(stock);
    push([entry('farine-de-ble'), entry('sel', { staple: true })]);
    expect([...selectPantryStock(useCupboard.getState()).keys()]).toEqual(['sel']);
  });

  it("keeps following the household when an earlier query's stop comes after the next start", async () => {
    const stopFirst = useCupboard.getState().start({ householdId: HOME, userId: 'mia' });
    await watching(1);
    await started();
    stopFirst();
    expect(useCupboard.getState()).toMatchObject({ householdId: HOME, status: 'loaded' });
    expect(useCupboard.getState().entries.oeuf?.count).toBe(6);
  });

  it('pays no heed to a query replaced but not yet stopped, which the household left refuses', async () => {
    const queries: { push: (entries: PantryEntry[]) => void; refuse: (error: unknown) => void }[] = [];
    vi.mocked(data.watchPantry).mockImplementation((_, push, refuse) => {
      queries.push({ push, refuse });
      return () => undefined;
    });
    const stopLeft = useCupboard.getState().start({ householdId: 'org-left', userId: 'mia' });
    await watching(1);
    useCupboard.getState().start({ householdId: HOME, userId: 'mia' });
    await watching(2);
    queries[1]?.push([entry('oeuf', { count: 6 })]);
    queries[0]?.push([entry('sel', { staple: true })]);
    queries[0]?.refuse(new Error('permission-denied'));
    stopLeft();
    expect(useCupboard.getState()).toMatchObject({ householdId: HOME, status: 'loaded', error: null });
    expect(Object.keys(useCupboard.getState().entries)).toEqual(['oeuf']);
  });

  it('says so when the cupboard cannot be read', async () => {
    vi.mocked(data.watchPantry).mockImplementation((_, __, onError) => {
      onError(new Error('permission-denied'));
      return () => undefined;
    });
    useCupboard.getState().start({ householdId: HOME, userId: 'mia' });
    await vi.waitFor(() => expect(useCupboard.getState()).toMatchObject({ status: 'failed', error: 'cupboard.errors.load' }));
  });
});

describe('stock', () => {
  it('shows a change at once and writes it as one batch, a new food marked new', async () => {
    await started();
    changeStock.mockResolvedValue();
    const done = useCupboard.getState().stock([
      { foodId: 'farine-de-ble', amounts: { mass: 250, volume: 0, count: 0 } },
      { foodId: 'lait', amounts: { mass: 0, volume: 1000, count: 0 } },
    ]);
    expect(shown('farine-de-ble')?.mass).toBe(750);
    expect(shown('lait')).toMatchObject({ volume: 1000, staple: false });
    await expect(done).resolves.toEqual({ ok: true });
    expect(changeStock).toHaveBeenCalledTimes(1);
    const [householdId, changes, isNew] = changeStock.mock.calls[0] ?? [];
    expect(householdId).toBe(HOME);
    expect(changes).toHaveLength(2);
    expect(isNew?.('lait')).toBe(true);
    expect(isNew?.('farine-de-ble')).toBe(false);
  });

  it('clamps a deduction to what the cupboard shows, so no amount goes below zero', async () => {
    await started();
    changeStock.mockResolvedValue();
    await useCupboard.getState().stock([
      { foodId: 'farine-de-ble', amounts: { mass: -750, volume: 0, count: 0 } },
      { foodId: 'beurre', amounts: { mass: -100, volume: 0, count: 0 } },
    ]);
    expect(shown('farine-de-ble')?.mass).toBe(0);
    expect(shown('beurre')).toBeUndefined();
    expect(changeStock.mock.calls[0]?.[1]).toEqual([{ foodId: 'farine-de-ble', amounts: { mass: -500, volume: 0, count: 0 } }]);
  });

  it('takes a refused change back, keeping what another member changed meanwhile, and says why', async () => {
    const push = await started();
    let refuse: (error: Error) => void = () => undefined;
    changeStock.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const done = useCupboard.getState().stock([
      { foodId: 'oeuf', amounts: { mass: 0, volume: 0, count: 6 } },
      { foodId: 'lait', amounts: { mass: 0, volume: 500, count: 0 } },
    ]);
    expect(shown('oeuf')?.count).toBe(12);
    // Another member took 2 eggs: the live query says 6 - 2, plus this pending 6.
    push([entry('farine-de-ble', { mass: 500 }), entry('oeuf', { count: 10 }), entry('lait', { volume: 500 })]);
    refuse(new Error('permission-denied'));
    await expect(done).resolves.toEqual({ ok: false, error: 'cupboard.errors.stock' });
    expect(shown('oeuf')?.count).toBe(4);
    expect(shown('lait')).toBeUndefined();
    expect(useCupboard.getState().error).toBe('cupboard.errors.stock');
  });

  it('is done at once without a network: the batch waits on the device, and a later refusal still takes it back', async () => {
    await started();
    useConnectivity.setState({ online: false });
    let refuse: (error: Error) => void = () => undefined;
    changeStock.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    await expect(useCupboard.getState().stock([{ foodId: 'oeuf', amounts: { mass: 0, volume: 0, count: 6 } }])).resolves.toEqual({ ok: true });
    expect(shown('oeuf')?.count).toBe(12);
    refuse(new Error('permission-denied'));
    await vi.waitFor(() => expect(shown('oeuf')?.count).toBe(6));
    expect(useCupboard.getState().error).toBe('cupboard.errors.stock');
  });

  it("sets the stepper's amount as an increment of the difference", async () => {
    await started();
    changeStock.mockResolvedValue();
    await useCupboard.getState().setAmount('farine-de-ble', { mass: 300, volume: 0, count: 0 });
    expect(changeStock.mock.calls[0]?.[1]).toEqual([{ foodId: 'farine-de-ble', amounts: { mass: -200, volume: 0, count: 0 } }]);
    expect(shown('farine-de-ble')?.mass).toBe(300);
  });
});

describe('staples and removal', () => {
  it('marks a staple at once and takes it back when refused', async () => {
    await started();
    setStaple.mockRejectedValue(new Error('permission-denied'));
    const done = useCupboard.getState().setStaple('farine-de-ble', true);
    expect(shown('farine-de-ble')?.staple).toBe(true);
    await expect(done).resolves.toEqual({ ok: false, error: 'cupboard.errors.staple' });
    expect(shown('farine-de-ble')).toMatchObject({ staple: false, mass: 500 });
    expect(useCupboard.getState().error).toBe('cupboard.errors.staple');
  });

  it('adds a staple the cupboard did not hold, without an amount', async () => {
    const push = await started();
    setStaple.mockImplementation(async () => push([entry('farine-de-ble', { mass: 500 }), entry('oeuf', { count: 6 }), entry('sel', { staple: true })]));
    await useCupboard.getState().setStaple('sel', true);
    expect(setStaple).toHaveBeenCalledWith(HOME, 'sel', true);
    expect(selectPantryStock(useCupboard.getState()).get('sel')).toMatchObject({ staple: true, mass: 0 });
  });

  it('keeps a staple shown through an answer the database computed before it, then shows what was stored', async () => {
    const push = await started();
    let land: () => void = () => undefined;
    setStaple.mockReturnValue(new Promise<void>((resolve) => (land = resolve)));
    const done = useCupboard.getState().setStaple('farine-de-ble', true);
    // The answer to a step of the flour taken just before: without the staple yet.
    push([entry('farine-de-ble', { mass: 550 }), entry('oeuf', { count: 6 })]);
    expect(shown('farine-de-ble')).toMatchObject({ mass: 550, staple: true });
    // Stored after it on the server: another member took the eggs out.
    push([entry('farine-de-ble', { mass: 550, staple: true })]);
    land();
    await done;
    expect(useCupboard.getState().entries).toEqual({ 'farine-de-ble': entry('farine-de-ble', { mass: 550, staple: true }) });
    expect(useCupboard.getState().overlays).toEqual([]);
  });

  it('removes a food at once and puts it back when refused', async () => {
    await started();
    let refuse: (error: Error) => void = () => undefined;
    removeFood.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const done = useCupboard.getState().remove('oeuf');
    expect(shown('oeuf')).toBeUndefined();
    refuse(new Error('unavailable'));
    await expect(done).resolves.toEqual({ ok: false, error: 'cupboard.errors.remove' });
    expect(shown('oeuf')?.count).toBe(6);
    expect(useCupboard.getState().error).toBe('cupboard.errors.remove');
  });
});
