import { useEffect, useMemo, useRef, useState } from 'react';
import { COOKBOOK_PAGE_SIZE, type CookbookFilter } from '@/domain/cookbook/cookbook-filter';
import { cookbookListing, type ListingNarrowing, type RecipeById } from '@/domain/cookbook/cookbook-pages';
import { cookbookRecipes, hasUnreadBookmarks } from '@/domain/cookbook/cookbook-recipes';
import type { HouseholdPageQuery } from '@/domain/recipes/household-page';
import type { Recipe } from '@/domain/recipes/recipe';
import { isPending } from '@/domain/shared/load-status';
import { selectHouseholdId, useHousehold } from '@/features/household';
import {
  selectFollowHousehold,
  selectHouseholdPage,
  selectHouseholdRecipes,
  selectHouseholdRecipesStatus,
  selectReadRecipes,
  selectRecipesById,
  useRecipes,
  type HouseholdFollower,
  type RecipeReader,
} from '@/features/recipes';
import { selectCookbookLoading, selectPublicRecipeIds, selectPublicRecipes } from '../store/selectors';
import { useCookbook } from '../store';

/** Asks the household's query for `asked` while the screen is open (none while null). */
function useHouseholdQuery(asked: HouseholdPageQuery | null): void {
  const householdId = useHousehold(selectHouseholdId);
  const followHousehold = useRecipes(selectFollowHousehold);
  const follower = useRef<HouseholdFollower | null>(null);
  useEffect(() => {
    if (!householdId) return undefined;
    const started = followHousehold(householdId);
    follower.current = started;
    return () => {
      started.stop();
      follower.current = null;
    };
  }, [householdId, followHousehold]);
  const term = asked?.term ?? null;
  const limit = asked?.limit ?? null;
  const asking = asked !== null;
  // Runs after the effect above: a new follower is asked at once.
  useEffect(() => {
    if (asking) follower.current?.want({ term, limit });
  }, [householdId, followHousehold, asking, term, limit]);
}

/** Reads these recipes by id while the screen shows them (the shared reader, in batches). */
function useRecipesWanted(ids: readonly string[]): void {
  const readRecipes = useRecipes(selectReadRecipes);
  const reader = useRef<RecipeReader | null>(null);
  useEffect(() => {
    const started = readRecipes();
    reader.current = started;
    return () => {
      started.stop();
      reader.current = null;
    };
  }, [readRecipes]);
  const key = ids.join('\u0000');
  useEffect(() => {
    reader.current?.want(key === '' ? [] : key.split('\u0000'));
  }, [readRecipes, key]);
}

/** The recipes read by id so far; a bookmark just added shows before its read answers. */
function useRecipeById(): RecipeById {
  const byId = useRecipes(selectRecipesById);
  const bookmarkedNow = useCookbook(selectPublicRecipes);
  return useMemo(() => (id: string) => (id in byId ? byId[id] : bookmarkedNow[id]), [byId, bookmarkedNow]);
}

export interface CookbookPageRecipes {
  /** The matching recipes of the pages asked for. */
  recipes: Recipe[];
  /** Nothing to show yet, while it is still coming. */
  loading: boolean;
  failed: boolean;
  /** There may be more past the pages asked for. */
  more: boolean;
}

/**
 * The cookbook's recipes matching `filter` (and `narrowing`, the planner panel's filters),
 * `pages` pages of COOKBOOK_PAGE_SIZE (cookbook-pages.ts says what is read), live. When the
 * typed words or the narrowing skip some of what was read, more is read until the pages are
 * full or nothing is left.
 */
export function useCookbookPages(filter: CookbookFilter, pages: number, narrowing: ListingNarrowing | null = null): CookbookPageRecipes {
  const householdId = useHousehold(selectHouseholdId);
  const publicRecipeIds = useCookbook(selectPublicRecipeIds);
  const cookbookLoading = useCookbook(selectCookbookLoading);
  const householdRecipes = useRecipes(selectHouseholdRecipes);
  const householdPage = useRecipes(selectHouseholdPage);
  const status = useRecipes(selectHouseholdRecipesStatus);
  const wanted = pages * COOKBOOK_PAGE_SIZE;
  const { query, tags, selectedTagIds, filterType, view } = filter;
  const selection = [query, filterType, view?.filterType, narrowing?.key, ...(view?.tagIds ?? []), '|', ...selectedTagIds].join('\u0000');
  const [skipped, setSkipped] = useState({ of: selection, count: 0 });
  const extra = skipped.of === selection ? skipped.count : 0;
  const household = useMemo(() => (householdPage ? { ...householdPage, recipes: householdRecipes } : null), [householdPage, householdRecipes]);

  const byId = useRecipeById();
  const listing = useMemo(
    () =>
      cookbookListing({
        filter: { query, tags, selectedTagIds, filterType, view },
        narrowing,
        organizationId: householdId ?? '',
        publicRecipeIds,
        budget: wanted + extra,
        household,
        byId,
      }),
    [query, tags, selectedTagIds, filterType, view, narrowing, householdId, publicRecipeIds, wanted, extra, household, byId],
  );
  // Not held for the cookbook's document: while it loads, its tags and views are none and the
  // selection is the empty one it starts from, so the household's query is already the right one.
  useHouseholdQuery(listing.household);
  useRecipesWanted(listing.ids);
  // Part of what was read did not match the typed words: read on, a page at a time. Reading more
  // unsettles the listing (or exhausts it) until it answers, so this asks once per page.
  const short = listing.settled && !listing.exhausted && listing.recipes.length < wanted;
  if (short) setSkipped({ of: selection, count: extra + COOKBOOK_PAGE_SIZE });

  const recipes = useMemo(() => listing.recipes.slice(0, wanted), [listing.recipes, wanted]);
  const failed = status === 'failed' && listing.household !== null;
  return {
    recipes,
    loading: !failed && (cookbookLoading || (!listing.settled && recipes.length === 0) || short),
    failed,
    more: listing.recipes.length > wanted || (!listing.exhausted && !failed),
  };
}

const wholeList: HouseholdPageQuery = { term: null, limit: null };

/**
 * The whole cookbook (the household's recipes, then its bookmarked public ones), for the week
 * proposal, which draws its recipes from all of them, read while its dialog is open.
 */
export function useCookbookRecipes(): { recipes: Recipe[]; loading: boolean; failed: boolean } {
  const householdRecipes = useRecipes(selectHouseholdRecipes);
  const status = useRecipes(selectHouseholdRecipesStatus);
  const publicRecipeIds = useCookbook(selectPublicRecipeIds);
  const cookbookLoading = useCookbook(selectCookbookLoading);
  useHouseholdQuery(wholeList);
  useRecipesWanted(publicRecipeIds);
  const byId = useRecipeById();
  const recipes = useMemo(() => cookbookRecipes(householdRecipes, publicRecipeIds, byId), [householdRecipes, publicRecipeIds, byId]);
  const loading = cookbookLoading || isPending(status) || hasUnreadBookmarks(publicRecipeIds, byId);
  return { recipes, loading, failed: status === 'failed' };
}
