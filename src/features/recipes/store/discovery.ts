import { defaultDiscoveryFilters, type DiscoveryFilters } from '@/domain/recipes/discovery-filters';
import {
  buildDiscoveryQuery,
  discoverySelectionKey,
  matchesDiscoverySelection,
  type DiscoveryCursor,
  type DiscoveryPage,
  type DiscoverySelection,
} from '@/domain/recipes/discovery-query';
import type { DiscoveryView } from '@/domain/recipes/discovery-views';
import type { Recipe } from '@/domain/recipes/recipe';
import { whenSignedIn } from '@/features/accounts';
import { createStore } from '@/lib/create-store';
import { fetchDiscoveryPage } from '../data/rest';

/**
 * One selection's list: the recipes of the pages read so far, where the next page starts (null
 * when there is none), how many pages were read and how reading the next one goes.
 */
export type ListState =
  | { status: 'loading' }
  | { status: 'loaded'; recipes: Recipe[]; next: DiscoveryCursor | null; pages: number; more: 'idle' | 'loading' | 'failed' }
  | { status: 'failed' };

interface DiscoveryState {
  view: DiscoveryView;
  filters: DiscoveryFilters;
  /** The name search as typed (once the typing pauses); the query reads its words. */
  search: string;
  /** Where the list was scrolled when the user opened a recipe, restored on return (spec B §2). */
  scrollY: number;
  /** By discoverySelectionKey: going back to a tab shows what it showed. */
  lists: Partial<Record<string, ListState>>;
  setView: (view: DiscoveryView) => void;
  setFilters: (filters: DiscoveryFilters) => void;
  setSearch: (search: string) => void;
  rememberScroll: (scrollY: number) => void;
  /** Follows one selection: its first page, then, for a member, that page live; returns the unsubscribe function. */
  watch: (selection: DiscoverySelection) => () => void;
  /** Reads the selection's next page and adds it to the list. */
  loadMore: (selection: DiscoverySelection) => Promise<void>;
  /** A prerendered page's first data, read before it renders (on the server, then before hydrating): watch then reads no first page. */
  loadFirstPage: (view: DiscoveryView) => Promise<void>;
}

const unfiltered = (view: DiscoveryView): DiscoverySelection => ({ view, filters: defaultDiscoveryFilters, search: '' });

/** A page's recipes that belong in the list (matchesDiscoverySelection), and none it shows already. */
function pageRecipes(page: DiscoveryPage, selection: DiscoverySelection, shown: readonly Recipe[] = []): Recipe[] {
  const known = new Set(shown.map((recipe) => recipe.id));
  return page.recipes.filter((recipe) => !known.has(recipe.id) && matchesDiscoverySelection(recipe, selection));
}

const firstPage = (page: DiscoveryPage, selection: DiscoverySelection): ListState => ({
  status: 'loaded',
  recipes: pageRecipes(page, selection),
  next: page.next,
  pages: 1,
  more: 'idle',
});

/** Lists paged past their first page are dropped when the selection changes: coming back starts from page 1 again. */
function firstPagesOnly(lists: DiscoveryState['lists']): DiscoveryState['lists'] {
  return Object.fromEntries(Object.entries(lists).filter(([, list]) => list?.status !== 'loaded' || list.pages === 1));
}

export const useDiscovery = createStore<DiscoveryState>((set, get) => {
  const showList = (key: string, list: ListState) => set((state) => ({ lists: { ...state.lists, [key]: list } }));
  return {
    view: 'latest',
    filters: defaultDiscoveryFilters,
    search: '',
    scrollY: 0,
    lists: {},
    setView: (view) => set((state) => ({ view, scrollY: 0, lists: firstPagesOnly(state.lists) })),
    setFilters: (filters) => set((state) => ({ filters, scrollY: 0, lists: firstPagesOnly(state.lists) })),
    setSearch: (search) => set((state) => ({ search, scrollY: 0, lists: firstPagesOnly(state.lists) })),
    rememberScroll: (scrollY) => set({ scrollY }),
    watch: (selection) => {
      const key = discoverySelectionKey(selection);
      const query = buildDiscoveryQuery(selection);
      // Once the list is paged on, its first page stays as read: a cursor taken from a live page
      // would skip the recipe that a newer one pushed out of it.
      const loaded = (page: DiscoveryPage) => {
        const list = get().lists[key];
        if (list?.status === 'loaded' && list.pages > 1) return;
        showList(key, firstPage(page, selection));
      };
      const firstVisit = get().lists[key]?.status !== 'loaded';
      if (firstVisit) showList(key, { status: 'loading' });
      let stopped = false;
      let stopLive: (() => void) | undefined;
      let stopWaiting: (() => void) | undefined;
      const failed = (error: unknown) => {
        console.error(`Discovery list ${key} failed`, error);
        showList(key, { status: 'failed' });
      };
      const followLive = () =>
        import('../data')
          .then(({ watchDiscoveryPage }) => {
            if (stopped || stopLive) return;
            stopLive = watchDiscoveryPage(query, loaded, failed);
          })
          // The data layer could not load (offline, before the app was ever cached): a first page stays.
          .catch((error: unknown) => get().lists[key]?.status !== 'loaded' && failed(error));

      // The first page comes from one REST read, so a visitor's page needs neither the full SDK's
      // download nor its start-up (issue 12). The live query, which also serves the offline cache,
      // is a member's, whose session loads the SDK anyway; a visitor gets it only when the REST
      // read fails, for the offline cache.
      const read = firstVisit ? fetchDiscoveryPage(query).then((page) => !stopped && loaded(page)) : Promise.resolve();
      read.then(
        () => {
          if (!stopped) stopWaiting = whenSignedIn(() => void followLive());
        },
        () => void followLive(),
      );
      return () => {
        stopped = true;
        stopWaiting?.();
        stopLive?.();
      };
    },
    // Later pages are one read each, for visitors and members alike.
    loadMore: async (selection) => {
      const key = discoverySelectionKey(selection);
      const list = get().lists[key];
      if (list?.status !== 'loaded' || !list.next || list.more === 'loading') return;
      showList(key, { ...list, more: 'loading' });
      try {
        const page = await fetchDiscoveryPage(buildDiscoveryQuery(selection, list.next));
        const current = get().lists[key];
        if (current?.status !== 'loaded') return;
        showList(key, { status: 'loaded', recipes: [...current.recipes, ...pageRecipes(page, selection, current.recipes)], next: page.next, pages: current.pages + 1, more: 'idle' });
      } catch (error) {
        console.error(`Discovery list ${key}: the next page failed`, error);
        const current = get().lists[key];
        if (current?.status === 'loaded') showList(key, { ...current, more: 'failed' });
      }
    },
    loadFirstPage: async (view) => {
      const selection = unfiltered(view);
      showList(discoverySelectionKey(selection), firstPage(await fetchDiscoveryPage(buildDiscoveryQuery(selection)), selection));
    },
  };
});

const loadingList: ListState = { status: 'loading' };

/** For `useShallow`: the chosen view, filters and search, their list as loaded so far, and where the list was left. */
export const selectDiscovery = (state: DiscoveryState) => ({
  view: state.view,
  filters: state.filters,
  search: state.search,
  list: state.lists[discoverySelectionKey(state)] ?? loadingList,
  scrollY: state.scrollY,
});

/** For `useShallow`: what the discovery page does. */
export const selectDiscoveryActions = (state: DiscoveryState) => ({
  setView: state.setView,
  setFilters: state.setFilters,
  setSearch: state.setSearch,
  rememberScroll: state.rememberScroll,
  watch: state.watch,
  loadMore: state.loadMore,
});
