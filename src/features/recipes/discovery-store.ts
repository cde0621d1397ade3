import { defaultDiscoveryFilters, type DiscoveryFilters } from '@/domain/recipes/discovery-filters';
import type { DiscoveryView } from '@/domain/recipes/discovery-views';
import type { Recipe } from '@/domain/recipes/recipe';
import { whenSignedIn } from '@/features/accounts';
import { createStore } from '@/lib/create-store';
import { fetchDiscoveryView } from './data-rest';

export type ViewState = { status: 'loading' } | { status: 'loaded'; recipes: Recipe[] } | { status: 'failed' };

interface DiscoveryState {
  view: DiscoveryView;
  filters: DiscoveryFilters;
  /** Where the list was scrolled when the user opened a recipe, restored on return (spec B §2). */
  scrollY: number;
  views: Partial<Record<DiscoveryView, ViewState>>;
  setView: (view: DiscoveryView) => void;
  setFilters: (filters: DiscoveryFilters) => void;
  rememberScroll: (scrollY: number) => void;
  /** Follows one view: its first page, then, for a member, its live query; returns the unsubscribe function. */
  watch: (view: DiscoveryView) => () => void;
  /** A prerendered page's first data, read before it renders (on the server, then before hydrating): watch then reads no first page. */
  loadFirstPage: (view: DiscoveryView) => Promise<void>;
}

export const useDiscovery = createStore<DiscoveryState>((set, get) => {
  const showView = (view: DiscoveryView, viewState: ViewState) => set((state) => ({ views: { ...state.views, [view]: viewState } }));
  return {
    view: 'latest',
    filters: defaultDiscoveryFilters,
    scrollY: 0,
    views: {},
    setView: (view) => set({ view, scrollY: 0 }),
    setFilters: (filters) => set({ filters }),
    rememberScroll: (scrollY) => set({ scrollY }),
    watch: (view) => {
      const loaded = (recipes: Recipe[]) => showView(view, { status: 'loaded', recipes });
      const firstVisit = get().views[view]?.status !== 'loaded';
      if (firstVisit) showView(view, { status: 'loading' });
      let stopped = false;
      let stopLive: (() => void) | undefined;
      let stopWaiting: (() => void) | undefined;
      const failed = (error: unknown) => {
        console.error(`Discovery view ${view} failed`, error);
        showView(view, { status: 'failed' });
      };
      const followLive = () =>
        import('./data')
          .then(({ watchDiscoveryView }) => {
            if (stopped || stopLive) return;
            stopLive = watchDiscoveryView(view, loaded, failed);
          })
          // The data layer could not load (offline, before the app was ever cached): a first page stays.
          .catch((error: unknown) => get().views[view]?.status !== 'loaded' && failed(error));

      // The first page comes from one REST read, so a visitor's page needs neither the full SDK's
      // download nor its start-up (issue 12). The live query, which also serves the offline cache,
      // is a member's, whose session loads the SDK anyway; a visitor gets it only when the REST
      // read fails, for the offline cache.
      const firstPage = firstVisit ? fetchDiscoveryView(view).then((recipes) => !stopped && loaded(recipes)) : Promise.resolve();
      firstPage.then(
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
    loadFirstPage: async (view) => showView(view, { status: 'loaded', recipes: await fetchDiscoveryView(view) }),
  };
});

const loadingView: ViewState = { status: 'loading' };

/** For `useShallow`: the chosen view, its recipes as loaded so far, the filters and where the list was left. */
export const selectDiscovery = (state: DiscoveryState) => ({
  view: state.view,
  viewState: state.views[state.view] ?? loadingView,
  filters: state.filters,
  scrollY: state.scrollY,
});

/** For `useShallow`: what the discovery page does. */
export const selectDiscoveryActions = (state: DiscoveryState) => ({
  setView: state.setView,
  setFilters: state.setFilters,
  rememberScroll: state.rememberScroll,
  watch: state.watch,
});
