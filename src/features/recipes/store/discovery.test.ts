import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDiscoveryFilters } from '@/domain/recipes/discovery-filters';
import { discoverySelectionKey, type DiscoveryPage, type DiscoveryQuery, type DiscoverySelection } from '@/domain/recipes/discovery-query';
import { DISCOVERY_PAGE_SIZE } from '@/domain/recipes/discovery-views';
import { recipeSchema } from '@/domain/recipes/recipe';
import { resetAllStores } from '@/lib/create-store';
import { useDiscovery } from './discovery';

// The discovery store's paging: the REST read stands in for Firestore, which answers the same
// queries in the rules and end-to-end suites. No one signs in here, so no live query starts.

const reads = vi.hoisted(() => ({ pages: [] as (DiscoveryPage | Error)[], asked: [] as DiscoveryQuery[] }));
vi.mock('../data/rest', () => ({
  fetchDiscoveryPage: async (query: DiscoveryQuery) => {
    reads.asked.push(query);
    const page = reads.pages.shift();
    if (!page || page instanceof Error) throw page ?? new Error('No page to answer');
    return page;
  },
}));
vi.mock('@/features/accounts', () => ({ whenSignedIn: () => () => undefined }));

const recipe = (id: string, name = `Recette ${id}`, changes: Record<string, unknown> = {}) =>
  recipeSchema.parse({ id, name, servings: 4, organizationId: 'org-2', createdBy: { id: 'user-2' }, isPublic: true, ...changes });
const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => recipe(`r${from + index}`));
const latest: DiscoverySelection = { view: 'latest', filters: defaultDiscoveryFilters, search: '' };
const listOf = (selection: DiscoverySelection) => useDiscovery.getState().lists[discoverySelectionKey(selection)];
const shownIds = (selection: DiscoverySelection) => {
  const list = listOf(selection);
  return list?.status === 'loaded' ? list.recipes.map(({ id }) => id) : list?.status;
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetAllStores();
  reads.pages = [];
  reads.asked = [];
});

describe('useDiscovery', () => {
  it('reads the first page, then each next one after the cursor the last one ended at, until a page says none follows', async () => {
    const first = { value: { seconds: 2_000, nanoseconds: 0 }, id: 'r19' };
    const second = { value: { seconds: 1_000, nanoseconds: 0 }, id: 'r39' };
    reads.pages.push({ recipes: ids(0, 20), next: first }, { recipes: ids(20, 20), next: second }, { recipes: ids(40, 3), next: null });
    const stop = useDiscovery.getState().watch(latest);
    await settled();
    expect(shownIds(latest)).toHaveLength(DISCOVERY_PAGE_SIZE);

    await useDiscovery.getState().loadMore(latest);
    await useDiscovery.getState().loadMore(latest);
    await useDiscovery.getState().loadMore(latest);

    expect(reads.asked.map(({ startAfter }) => startAfter)).toEqual([null, first, second]);
    expect(shownIds(latest)).toEqual(ids(0, 43).map(({ id }) => id));
    expect(listOf(latest)).toMatchObject({ next: null, pages: 3, more: 'idle' });
    stop();
  });

  it('shows only what matches every searched word, and no recipe twice', async () => {
    const searched = { ...latest, search: 'gratin savoyard' };
    reads.pages.push(
      { recipes: [recipe('a', 'Gratin savoyard'), recipe('b', 'Gratin dauphinois'), recipe('c', 'Gratins savoyards')], next: { value: 1, id: 'c' } },
      { recipes: [recipe('c', 'Gratins savoyards'), recipe('d', 'Savoyard gratin')], next: null },
    );
    useDiscovery.getState().watch(searched);
    await settled();
    await useDiscovery.getState().loadMore(searched);
    expect(shownIds(searched)).toEqual(['a', 'c', 'd']);
  });

  it('keeps what it showed when the next page fails, so the reader can ask again', async () => {
    reads.pages.push({ recipes: ids(0, 20), next: { value: 5, id: 'r19' } }, new Error('offline'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useDiscovery.getState().watch(latest);
    await settled();
    await useDiscovery.getState().loadMore(latest);
    expect(listOf(latest)).toMatchObject({ status: 'loaded', more: 'failed', next: { value: 5, id: 'r19' } });
    expect(shownIds(latest)).toHaveLength(20);
    consoleError.mockRestore();
  });

  it('starts again from page 1 after a change of view, filters or search, but keeps a first page to go back to', async () => {
    const hard = { ...latest, filters: { ...defaultDiscoveryFilters, difficulty: 'hard' as const } };
    reads.pages.push({ recipes: ids(0, 20), next: { value: 5, id: 'r19' } }, { recipes: ids(20, 20), next: null });
    useDiscovery.getState().watch(latest);
    await settled();
    await useDiscovery.getState().loadMore(latest);
    expect(shownIds(latest)).toHaveLength(40);

    useDiscovery.getState().setFilters(hard.filters);
    expect(listOf(latest)).toBeUndefined();

    reads.pages.push({ recipes: [recipe('h1', 'Soufflé', { classification: { difficulty: 'hard' } })], next: null });
    useDiscovery.getState().watch(hard);
    await settled();
    expect(reads.asked.at(-1)?.equals).toEqual({ isPublic: true, 'classification.difficulty': 'hard' });
    useDiscovery.getState().setSearch('soufflé');
    expect(shownIds(hard)).toEqual(['h1']);
  });

  it('loads the first page of a view for the prerendered page, which watch then does not read again', async () => {
    reads.pages.push({ recipes: ids(0, 20), next: { value: 5, id: 'r19' } });
    await useDiscovery.getState().loadFirstPage('popular');
    const popular = { ...latest, view: 'popular' as const };
    useDiscovery.getState().watch(popular);
    await settled();
    expect(reads.asked).toHaveLength(1);
    expect(reads.asked[0]).toMatchObject({ descendingBy: 'bookmarkCount', containsAny: null, startAfter: null });
    expect(shownIds(popular)).toHaveLength(20);
  });
});
