import type { StoreApi } from 'zustand';
import { canEditHouseholdContent } from '@/domain/household/roles';
import { isSameSnapshot, openShareToken, type SharedGroceryList, type SharedListSnapshot } from '@/domain/grocery/shared-list';
import { onHouseholdChange, readHousehold } from '@/features/household';
import { ingredientCataloguePort, onRecipesReadChange, readRecipes } from '@/features/recipes';
import * as data from '../../data';
import { plannedRecipeIds } from './follow-list-recipes';
import type { GroceryStore } from '../state';
import { sharedSnapshotNow } from '../shared-snapshot';

/** How long what the view shows must rest before it is written: a burst of edits makes one write. */
export const SHARED_VIEW_DELAY_MS = 1000;

interface FollowedView {
  token: string;
  /** The stored view; undefined until read, null when there is none yet. */
  stored: SharedGroceryList | null | undefined;
  /**
   * What this app last wrote there since the list last changed. Never written twice: should the
   * view read back otherwise than written, its echo would otherwise start a write every second.
   */
  written: SharedListSnapshot | null;
  stop: () => void;
}

/** A store's subscription, or another feature's change port. */
type Subscribe<S> = (listener: (state: S, previous: S) => void) => () => void;

/**
 * Keeps the shared view of the followed list current (DESIGN.md §3, "kept current by the
 * household's writes"): while the list has a live share link and the user may write it, follows
 * sharedGroceryLists/{token}, reads the recipes the list plans by id and, once the list, its
 * recipes and the catalogue have rested for SHARED_VIEW_DELAY_MS, writes the view again if it
 * differs from the stored one. Returns the stop function.
 */
export function followSharedView(api: StoreApi<GroceryStore>): () => void {
  let followed: FollowedView | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const recipes = readRecipes();

  /** The token whose view this user keeps current now, if any: viewers only read. */
  const keptToken = (): string | null => {
    const { list } = api.getState();
    if (!list || !canEditHouseholdContent(readHousehold((state) => state.roles[list.organizationId]))) return null;
    return openShareToken(list, new Date());
  };

  const publish = () => {
    const { list } = api.getState();
    const view = followed;
    if (!list?.shareExpiry || !view || view.stored === undefined || keptToken() !== view.token) return;
    const { snapshot, complete } = sharedSnapshotNow(api.getState(), list, list.shareExpiry);
    if (!complete || (view.stored && isSameSnapshot(view.stored, snapshot)) || (view.written && isSameSnapshot(view.written, snapshot))) return;
    view.written = snapshot;
    // A view this app cannot read is an older app's, whose owner the rules need in the same batch.
    const binding = view.stored === null ? { organizationId: list.organizationId, listId: list.id } : undefined;
    data.commitWrites([data.publishSharedListWrite(view.token, snapshot, binding)]).catch((cause: unknown) => {
      console.error('Updating the shared grocery list failed', cause);
      // Refused, or lost: the next change of the list or of the view tries again.
      if (view.written === snapshot) view.written = null;
    });
  };

  const schedule = () => {
    clearTimeout(timer);
    if (followed) timer = setTimeout(publish, SHARED_VIEW_DELAY_MS);
  };

  const follow = (token: string) => {
    const view: FollowedView = { token, stored: undefined, written: null, stop: () => undefined };
    view.stop = data.watchSharedList(
      token,
      (stored) => {
        view.stored = stored;
        schedule();
      },
      (reason) => console.warn(`Shared grocery list ${reason}: no longer kept current`),
    );
    // Names and aisles come from the catalogue: without it, the view would not be the whole list.
    void ingredientCataloguePort.load();
    return view;
  };

  const update = () => {
    const token = keptToken();
    if (token !== (followed?.token ?? null)) {
      followed?.stop();
      followed = token === null ? null : follow(token);
    } else if (followed) {
      followed.written = null;
    }
    // Once `followed` is set: a recipe read already comes back at once, and updates again.
    recipes.want(followed ? plannedRecipeIds(api.getState().list) : []);
    schedule();
  };

  /** Calls update when one of `fields` of the store changes, not on its other changes. */
  const watch = <S>(subscribe: Subscribe<S>, ...fields: ((state: S) => unknown)[]) =>
    subscribe((state, previous) => {
      if (fields.some((field) => field(state) !== field(previous))) update();
    });

  const stops = [
    watch(api.subscribe, (state) => state.list, (state) => state.status),
    watch(onRecipesReadChange, (recipesById) => recipesById),
    watch(ingredientCataloguePort.onChange, (state) => state.byId, (state) => state.status),
    watch(onHouseholdChange, (state) => state.roles),
  ];
  update();
  return () => {
    stops.forEach((stop) => stop());
    clearTimeout(timer);
    followed?.stop();
    followed = null;
    recipes.stop();
  };
}
