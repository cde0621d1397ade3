import { describe, expect, it } from 'vitest';
import { buildDiscoveryQuery, nextDiscoveryCursor, type DiscoveryQuery, type DiscoverySelection } from '../../src/domain/recipes/discovery-query.ts';
import { DISCOVERY_PAGE_SIZE } from '../../src/domain/recipes/discovery-views.ts';
import { discoveryCatalogue, type CatalogueRecipe } from './discovery-catalogue.ts';
import { discoveryCases, expectedPageLength, median, pageProblems, queryMatches, type ReadPage } from './discovery-cases.ts';

const catalogue = discoveryCatalogue(3_000, Date.UTC(2026, 10, 28));
const caseNamed = (label: string): DiscoverySelection => {
  const found = discoveryCases().find((kase) => kase.label === label);
  if (!found) throw new Error(`No case ${label}`);
  return found.selection;
};

/** Firestore as the emulator answers, over the generated catalogue: the query's matches in its order, after its cursor. */
function answer(query: DiscoveryQuery): ReadPage {
  const value = (recipe: CatalogueRecipe) => (query.descendingBy === 'createdAt' ? recipe.createdAtMs : recipe.bookmarkCount);
  const sorted = catalogue.filter((recipe) => queryMatches(query, recipe)).sort((a, b) => value(b) - value(a) || (a.id < b.id ? 1 : -1));
  const after = query.startAfter;
  const start = after ? sorted.findIndex((recipe) => recipe.id === after.id) + 1 : 0;
  const read = sorted.slice(start, start + query.limit);
  const snapshots = read.map((recipe) => {
    const ms = recipe.createdAtMs;
    const stored = { ...recipe, createdAt: { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1e6 } };
    return { id: recipe.id, data: () => stored };
  });
  return { documents: read.length, recipes: read, next: nextDiscoveryCursor(query, snapshots) };
}

function twoPages(selection: DiscoverySelection, change: (page: ReadPage, index: number) => ReadPage = (page) => page): { query: DiscoveryQuery; page: ReadPage }[] {
  const query = buildDiscoveryQuery(selection);
  const first = change(answer(query), 0);
  const pages = [{ query, page: first }];
  if (first.next) {
    const nextQuery = buildDiscoveryQuery(selection, first.next);
    pages.push({ query: nextQuery, page: change(answer(nextQuery), 1) });
  }
  return pages;
}

describe('pageProblems', () => {
  it('finds nothing wrong with the pages Firestore would return, for every case', () => {
    for (const { label, selection } of discoveryCases()) expect({ label, problems: pageProblems(catalogue, selection, twoPages(selection)) }).toEqual({ label, problems: [] });
  });

  it('names a page reading more documents than it holds', () => {
    const pages = twoPages(caseNamed('difficulty hard'), (page) => ({ ...page, documents: 40 }));
    expect(pageProblems(catalogue, caseNamed('difficulty hard'), pages)).toContain('page 1 read 40 documents, more than a page (20)');
  });

  it('names a short page while more match, as the filter in the browser gave', () => {
    const selection = caseNamed('difficulty hard');
    const pages = twoPages(selection, (page, index) => (index === 0 ? { ...page, recipes: page.recipes.slice(0, 5) } : page));
    const problems = pageProblems(catalogue, selection, pages);
    expect(problems).toContain('page 1 holds 5 recipes where 20 match');
    expect(problems.some((problem) => problem.startsWith('the pages show'))).toBe(true);
  });

  it('names a recipe outside the filters and a recipe on both pages', () => {
    const selection = caseNamed('difficulty hard');
    const easy = catalogue.find((recipe) => recipe.classification.difficulty === 'easy');
    const [first, second] = twoPages(selection);
    const shownTwice = first?.page.recipes[1];
    if (!easy || !first || !second || !shownTwice) throw new Error('Too small a catalogue');
    const pages = [
      { ...first, page: { ...first.page, recipes: [easy, ...first.page.recipes.slice(1)] } },
      { ...second, page: { ...second.page, recipes: [...second.page.recipes.slice(0, -1), shownTwice] } },
    ];
    const problems = pageProblems(catalogue, selection, pages);
    expect(problems).toContain(`page 1 returned ${easy.id} '${easy.name}', outside the filters`);
    expect(problems).toContain(`page 2 repeats ${shownTwice.id}, already shown`);
  });

  it('names a recipe skipped between pages, as a cursor past it would', () => {
    const selection = caseNamed('dish type dessert');
    const pages = twoPages(selection, (page, index) => (index === 1 ? { ...page, recipes: page.recipes.slice(1) } : page));
    expect(pageProblems(catalogue, selection, pages).some((problem) => problem.includes('missing decouverte-'))).toBe(true);
  });

  it('takes a search of several words showing fewer than it read as right, and the pages ending as the last', () => {
    const selection = caseNamed("'creme brulee' (two words)");
    const pages = twoPages(selection);
    expect(pages[0]?.page.recipes.length).toBe(DISCOVERY_PAGE_SIZE);
    expect(pageProblems(catalogue, selection, pages)).toEqual([]);
  });
});

describe('expectedPageLength', () => {
  it('is a full page while enough match after the cursor, and what is left at the end', () => {
    const selection = caseNamed('dish type drink');
    const query = buildDiscoveryQuery(selection);
    expect(expectedPageLength(catalogue, query)).toBe(DISCOVERY_PAGE_SIZE);
    const all = catalogue.filter((recipe) => queryMatches(query, recipe));
    const nearEnd = all.at(-4);
    if (!nearEnd) throw new Error('Too few drinks');
    expect(expectedPageLength(catalogue, { ...query, startAfter: { value: { seconds: Math.floor(nearEnd.createdAtMs / 1000), nanoseconds: (nearEnd.createdAtMs % 1000) * 1e6 }, id: nearEnd.id } })).toBe(3);
  });
});

describe('median', () => {
  it('is the middle time, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});
