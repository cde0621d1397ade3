import { dietaryRestrictions, dishTypes, type Classification, costs, difficulties } from '../../src/domain/recipes/classification.ts';
import { defaultDiscoveryFilters, matchesDiscoveryFilters, type DiscoveryFilters } from '../../src/domain/recipes/discovery-filters.ts';
import { matchesDiscoverySelection, type DiscoveryCursor, type DiscoveryQuery, type DiscoverySelection } from '../../src/domain/recipes/discovery-query.ts';
import type { SecondsTimestamp } from '../../src/domain/shared/timestamp.ts';
import type { CatalogueRecipe } from './discovery-catalogue.ts';

/*
 * What `npm run perf:discovery` asks and how it knows the answers are right. The catalogue is
 * generated, so the script knows every recipe: a page is right when it is exactly the recipes
 * the selection (matchesDiscoverySelection, the definition the page itself applies) puts first,
 * nothing skipped, nothing extra, in the view's order, and it read no more than a page.
 */

/** One measured selection of the discovery page. */
export interface DiscoveryCase {
  label: string;
  selection: DiscoverySelection;
}

const selection = (view: DiscoverySelection['view'], filters: Partial<DiscoveryFilters> = {}, search = ''): DiscoverySelection => ({
  view,
  filters: { ...defaultDiscoveryFilters, ...filters },
  search,
});

/** Spec B §5's filters each alone, a few combinations, name searches with accents and plurals, and the three views. */
export function discoveryCases(): DiscoveryCase[] {
  return [
    { label: 'latest, no filter', selection: selection('latest') },
    { label: 'showcase, no filter', selection: selection('showcase') },
    { label: 'popular, no filter', selection: selection('popular') },
    ...dishTypes.map((dishType) => ({ label: `dish type ${dishType}`, selection: selection('latest', { dishTypes: [dishType] }) })),
    ...dietaryRestrictions.map((diet) => ({ label: `diet ${diet}`, selection: selection('latest', { dietaryRestrictions: [diet] }) })),
    ...difficulties.map((difficulty) => ({ label: `difficulty ${difficulty}`, selection: selection('latest', { difficulty }) })),
    ...costs.map((cost) => ({ label: `cost ${cost}`, selection: selection('latest', { cost }) })),
    { label: 'main + vegetarian + hard', selection: selection('latest', { dishTypes: ['main'], dietaryRestrictions: ['vegetarian'], difficulty: 'hard' }) },
    { label: 'dessert + glutenFree + easy', selection: selection('latest', { dishTypes: ['dessert'], dietaryRestrictions: ['glutenFree'], difficulty: 'easy' }) },
    { label: 'starter or main + vegetarian or glutenFree', selection: selection('latest', { dishTypes: ['starter', 'main'], dietaryRestrictions: ['vegetarian', 'glutenFree'] }) },
    { label: 'every dish type + every diet (28 terms)', selection: selection('latest', { dishTypes: [...dishTypes], dietaryRestrictions: [...dietaryRestrictions] }) },
    { label: 'popular + hard', selection: selection('popular', { difficulty: 'hard' }) },
    { label: "cheap + 'gratin'", selection: selection('latest', { cost: 'cheap' }, 'gratin') },
    { label: "expensive + 'lasagnes'", selection: selection('latest', { cost: 'expensive' }, 'lasagnes') },
    { label: "'lasagnes'", selection: selection('latest', {}, 'lasagnes') },
    { label: "'LASAGNE'", selection: selection('latest', {}, 'LASAGNE') },
    { label: "'gratin'", selection: selection('latest', {}, 'gratin') },
    { label: "'gâteaux'", selection: selection('latest', {}, 'gâteaux') },
    { label: "'gateau'", selection: selection('latest', {}, 'gateau') },
    { label: "'oeufs'", selection: selection('latest', {}, 'oeufs') },
    { label: "'creme brulee' (two words)", selection: selection('latest', {}, 'creme brulee') },
    { label: "popular + 'tartes'", selection: selection('popular', {}, 'tartes') },
  ];
}

/** A recipe as a page returned it. */
export interface ReturnedRecipe {
  id: string;
  name: string;
  classification: Classification;
}

/** One page as the script read it: the documents Firestore sent and where the next page starts. */
export interface ReadPage {
  documents: number;
  recipes: ReturnedRecipe[];
  next: DiscoveryCursor | null;
}

const timestampMs = ({ seconds, nanoseconds = 0 }: SecondsTimestamp) => seconds * 1000 + nanoseconds / 1e6;

function orderValue(recipe: CatalogueRecipe, by: DiscoveryQuery['descendingBy']): number {
  return by === 'createdAt' ? recipe.createdAtMs : recipe.bookmarkCount;
}

/** Firestore's order of a view: its field, then the id, both descending. */
function compareForView(by: DiscoveryQuery['descendingBy']) {
  return (a: CatalogueRecipe, b: CatalogueRecipe) => orderValue(b, by) - orderValue(a, by) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Every recipe of the selection, in its view's order: what pages must show, one after the other. */
export function expectedRecipes(catalogue: readonly CatalogueRecipe[], wanted: DiscoverySelection, by: DiscoveryQuery['descendingBy']): CatalogueRecipe[] {
  return catalogue.filter((recipe) => (wanted.view !== 'showcase' || recipe.showcase) && matchesDiscoverySelection(recipe, wanted)).sort(compareForView(by));
}

/** Whether Firestore would return this recipe for the query's filters, order and cursor aside. */
export function queryMatches(query: DiscoveryQuery, recipe: CatalogueRecipe): boolean {
  const stored: Record<string, unknown> = {
    isPublic: true,
    showcase: recipe.showcase,
    'classification.difficulty': recipe.classification.difficulty,
    'classification.cost': recipe.classification.cost,
  };
  const equal = Object.entries(query.equals).every(([field, value]) => stored[field] === value);
  return equal && (query.containsAny === null || query.containsAny.values.some((value) => recipe.discoveryTerms.includes(value)));
}

/** How many recipes the query's page should hold: a full page when so many match after its cursor. */
export function expectedPageLength(catalogue: readonly CatalogueRecipe[], query: DiscoveryQuery): number {
  const after = query.startAfter;
  const compare = compareForView(query.descendingBy);
  const cursorAt = after && {
    id: after.id,
    createdAtMs: typeof after.value === 'number' ? 0 : timestampMs(after.value),
    bookmarkCount: typeof after.value === 'number' ? after.value : 0,
  };
  let count = 0;
  for (const recipe of catalogue) {
    if (!queryMatches(query, recipe)) continue;
    if (cursorAt && compare(recipe, { ...recipe, ...cursorAt }) <= 0) continue;
    count += 1;
    if (count === query.limit) break;
  }
  return count;
}

/**
 * What is wrong with the first two pages of a selection ('Voir plus' once): more documents read
 * than a page, a page short while more match, a returned recipe outside the filters, a recipe
 * on both pages, and what they show differing from the selection's first recipes.
 */
export function pageProblems(
  catalogue: readonly CatalogueRecipe[],
  wanted: DiscoverySelection,
  pages: readonly { query: DiscoveryQuery; page: ReadPage }[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  pages.forEach(({ query, page }, index) => {
    const name = `page ${index + 1}`;
    if (page.documents > query.limit) problems.push(`${name} read ${page.documents} documents, more than a page (${query.limit})`);
    const full = expectedPageLength(catalogue, query);
    if (page.recipes.length !== full) problems.push(`${name} holds ${page.recipes.length} recipes where ${full} match`);
    for (const recipe of page.recipes) {
      if (!matchesDiscoveryFilters(recipe, wanted.filters)) problems.push(`${name} returned ${recipe.id} '${recipe.name}', outside the filters`);
      if (seen.has(recipe.id)) problems.push(`${name} repeats ${recipe.id}, already shown`);
      seen.add(recipe.id);
    }
  });
  const by = pages[0]?.query.descendingBy ?? 'createdAt';
  const lastReadId = pages.flatMap(({ page }) => page.recipes).at(-1)?.id;
  const lastRead = catalogue.find((recipe) => recipe.id === lastReadId);
  const expected = expectedRecipes(catalogue, wanted, by);
  // What the selection shows up to the last recipe read (which a search of several words may
  // not show itself); all of it when the pages ran out.
  const lastPageEnded = pages.at(-1)?.page.next === null;
  const compare = compareForView(by);
  const wantedIds = expected.filter((recipe) => lastPageEnded || (lastRead !== undefined && compare(recipe, lastRead) <= 0)).map((recipe) => recipe.id);
  const shown = pages.flatMap(({ page }) => page.recipes.filter((recipe) => matchesDiscoverySelection(recipe, wanted)).map((recipe) => recipe.id));
  if (shown.join() !== wantedIds.join()) {
    const missing = wantedIds.filter((id) => !shown.includes(id));
    const extra = shown.filter((id) => !wantedIds.includes(id));
    problems.push(`the pages show ${shown.length} recipes where ${wantedIds.length} come first (missing ${missing.slice(0, 3).join(', ') || 'none'}; extra ${extra.slice(0, 3).join(', ') || 'none'}; or out of order)`);
  }
  return problems;
}

/** The median of some times. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
