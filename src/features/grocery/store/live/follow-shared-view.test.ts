import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import type { SharedListBinding } from '@/domain/grocery/shared-list-owner';
import { sharedGroceryListSchema, sharedViewDocument, type SharedGroceryList, type SharedListSnapshot } from '@/domain/grocery/shared-list';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { useHousehold } from '@/features/household';
import { useIngredientCatalogue } from '@/features/recipes';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import { buildRecipe, fakeRecipeReads } from '@/testing/recipes';
import * as data from '../../data';
import { followSharedView, SHARED_VIEW_DELAY_MS } from './follow-shared-view';
import { useGrocery } from '../index';

// How a writer's app keeps the shared view of its list current: when it writes, and when it
// holds back. The writes themselves, and the rules judging them, are proven against the
// emulator in data/shared-list-writes.emulator.test.ts; here the data layer records them.
vi.mock('../../data', async (importOriginal) => ({
  ...(await importOriginal<typeof data>()),
  watchSharedList: vi.fn(),
  commitWrites: vi.fn(),
  publishSharedListWrite: vi.fn((token: string, snapshot: SharedListSnapshot, binding?: SharedListBinding) => ({ token, snapshot, binding })),
}));

const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
const OTHER_TOKEN = 'b3RoZXItbGluay10b2tlbi0';
const expiry = new Date(Date.now() + 10 * 24 * 3600 * 1000);

const gratin = buildRecipe({ id: 'r1', name: 'Gratin', ingredients: [{ id: 'i1', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy', standardIngredientId: 'milk' }] });
const milk = { id: 'milk', name: 'Lait entier', category: 'dairy' } as StandardIngredient;

/** The list planning gratin once for four, shared by a live link. */
function list(changes: Partial<GroceryList> = {}): GroceryList {
  return buildGroceryList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } }, shareToken: TOKEN, shareExpiry: expiry, isPublic: true, ...changes });
}

const watch = vi.mocked(data.watchSharedList);
const commit = vi.mocked(data.commitWrites);
type RecordedPublish = { token: string; snapshot: SharedListSnapshot; binding?: SharedListBinding };
const publishes = () => commit.mock.calls.map(([writes]) => writes[0] as unknown as RecordedPublish);
/** The views written, in order. */
const written = () => publishes().map(({ snapshot }) => snapshot);
/** Hands the followed view to the app as the database would. */
const storedViewArrives = (stored: SharedGroceryList | null, call = -1) => watch.mock.calls.at(call)?.[1](stored);
const asStored = (snapshot: SharedListSnapshot) => sharedGroceryListSchema.parse({ ...sharedViewDocument(snapshot), id: TOKEN });

let stop: () => void = () => undefined;
let load: ReturnType<typeof vi.fn<() => Promise<void>>>;
let reads: ReturnType<typeof fakeRecipeReads>;

beforeEach(() => {
  vi.useFakeTimers();
  resetAllStores();
  watch.mockReset().mockImplementation(() => vi.fn());
  commit.mockReset().mockResolvedValue(undefined);
  load = vi.fn(async () => undefined);
  useHousehold.setState({ roles: { 'org-1': 'member' } });
  reads = fakeRecipeReads([gratin]);
  useIngredientCatalogue.setState({ status: 'loaded', byId: new Map([['milk', milk]]), load });
  useGrocery.setState({ list: list(), status: 'loaded' });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const start = () => {
  stop = followSharedView(useGrocery);
};

describe('followSharedView', () => {
  it('follows the view of a live link and writes it a second after the list rests, named from the catalogue in French', async () => {
    start();
    expect(watch).toHaveBeenCalledExactlyOnceWith(TOKEN, expect.any(Function), expect.any(Function));
    storedViewArrives(null);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(written()).toEqual([
      {
        name: 'Liste de courses du 23 novembre',
        status: 'active',
        expiresAt: expiry,
        lines: { 'std:milk:volume': { name: 'Lait entier', quantity: 50, unit: 'centiliter', category: 'dairy', recipeNames: ['Gratin'], checked: false } },
      },
    ]);
  });

  it('writes nothing while the stored view already shows the list, and again once the list changes', async () => {
    start();
    storedViewArrives(null);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    const [first] = written();
    const milkLine = first?.lines['std:milk:volume'];
    if (!first || !milkLine) throw new Error('Nothing written');
    storedViewArrives(asStored(first));
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS * 5);
    expect(commit).toHaveBeenCalledOnce();

    // A visitor's tick reached both documents: the view already shows it, nothing to write.
    useGrocery.setState({ list: list({ checkedItems: { 'std:milk:volume': true } }) });
    storedViewArrives(asStored({ ...first, lines: { 'std:milk:volume': { ...milkLine, checked: true } } }));
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(commit).toHaveBeenCalledOnce();

    useGrocery.setState({ list: list({ checkedItems: { 'std:milk:volume': true }, mealEntryRefs: { e1: { recipeId: 'r1', portions: 8 } } }) });
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(written()[1]?.lines['std:milk:volume']).toMatchObject({ quantity: 100, checked: true });
  });

  it("writes the view's owner beside it only over a view it cannot read: none yet, or an older app's holding ids", async () => {
    start();
    storedViewArrives(null);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    const [first] = written();
    if (!first) throw new Error('Nothing written');
    storedViewArrives(asStored({ ...first, name: 'Autre' }));
    useGrocery.setState({ list: list({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 8 } } }) });
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(publishes().map(({ binding }) => binding)).toEqual([{ organizationId: 'org-1', listId: 'list-1' }, undefined]);
  });

  it('never writes the same view twice while the list rests, even if it reads back otherwise', async () => {
    start();
    storedViewArrives(null);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    const [first] = written();
    if (!first) throw new Error('Nothing written');
    storedViewArrives(asStored({ ...first, name: 'Lue autrement' }));
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS * 5);
    expect(commit).toHaveBeenCalledOnce();
    // The list changes back and forth: the stored view differs from it, so it is written again.
    useGrocery.setState({ list: list({ name: 'Courses' }) });
    useGrocery.setState({ list: list() });
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(written()).toEqual([first, first]);
  });

  it('tries again at the next change when a write is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    commit.mockRejectedValueOnce(new Error('permission-denied'));
    start();
    storedViewArrives(null);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    storedViewArrives(null);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('makes one write of a burst of edits', async () => {
    start();
    storedViewArrives(null);
    for (let portions = 1; portions <= 5; portions++) {
      useGrocery.setState({ list: list({ mealEntryRefs: { e1: { recipeId: 'r1', portions } } }) });
      await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS / 2);
    }
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(written().map((view) => view.lines['std:milk:volume']?.quantity)).toEqual([62.5]);
  });

  it('waits for the stored view, the recipes read by id and the catalogue, loading the catalogue and reading the recipes itself', async () => {
    reads = fakeRecipeReads([]);
    useIngredientCatalogue.setState({ status: 'idle' });
    start();
    expect(load).toHaveBeenCalled();
    expect(reads.wanted()).toEqual(['r1']);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS * 2);
    storedViewArrives(null);
    reads.answer([gratin]);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS * 2);
    expect(commit).not.toHaveBeenCalled();
    useIngredientCatalogue.setState({ status: 'loaded' });
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(commit).toHaveBeenCalledOnce();
  });

  it('waits for every planned recipe to be read by id', async () => {
    useGrocery.setState({ list: list({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r9', portions: 2 } } }) });
    start();
    storedViewArrives(null);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS * 2);
    expect(commit).not.toHaveBeenCalled();
    // Gone since: its meal is left out, and the view is the whole list.
    reads.answer([], ['r9']);
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS);
    expect(commit).toHaveBeenCalledOnce();
  });

  it("never follows nor writes for viewers, nor for a list whose link is expired, private or not the app's kind", async () => {
    useHousehold.setState({ roles: { 'org-1': 'viewer' } });
    start();
    useGrocery.setState({ list: list({ shareExpiry: new Date(Date.now() - 1) }) });
    useHousehold.setState({ roles: { 'org-1': 'owner' } });
    useGrocery.setState({ list: list({ isPublic: false }) });
    useGrocery.setState({ list: list({ shareToken: 'short' }) });
    useGrocery.setState({ list: list({ shareToken: null, shareExpiry: null, isPublic: false }) });
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS * 2);
    expect(watch).not.toHaveBeenCalled();
    expect(reads.wanted()).toEqual([]);
    expect(commit).not.toHaveBeenCalled();
  });

  it('follows the new view when the list gets a new token, and forgets everything once stopped', async () => {
    start();
    const stopFirst = watch.mock.results[0]?.value as () => void;
    useGrocery.setState({ list: list({ shareToken: OTHER_TOKEN }) });
    expect(stopFirst).toHaveBeenCalledOnce();
    expect(watch).toHaveBeenLastCalledWith(OTHER_TOKEN, expect.any(Function), expect.any(Function));
    storedViewArrives(null);
    stop();
    expect(watch.mock.results[1]?.value).toHaveBeenCalledOnce();
    expect(reads.wanted()).toEqual([]);
    useGrocery.setState({ list: list({ name: 'Courses' }) });
    await vi.advanceTimersByTimeAsync(SHARED_VIEW_DELAY_MS * 2);
    expect(commit).not.toHaveBeenCalled();
  });
});
