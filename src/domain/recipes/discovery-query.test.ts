import { describe, expect, it } from 'vitest';
import indexFile from '../../../firestore.indexes.json?raw';
import { costs, dietaryRestrictions, difficulties, dishTypes, type Classification } from './classification';
import { defaultDiscoveryFilters, type DiscoveryFilters } from './discovery-filters';
import { buildDiscoveryQuery, DISCOVERY_MAX_DISJUNCTIONS, discoverySelectionKey, discoveryTermsToAsk, matchesDiscoverySelection, nextDiscoveryCursor, type DiscoveryQuery, type DiscoverySelection } from './discovery-query';
import { discoveryTerms } from './discovery-terms';
import { DISCOVERY_PAGE_SIZE, discoveryViews } from './discovery-views';

const plain: Classification = { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' };
const selection = (changes: Partial<Omit<DiscoverySelection, 'filters'>> & { filters?: Partial<DiscoveryFilters> } = {}): DiscoverySelection => ({
  view: 'latest',
  search: '',
  ...changes,
  filters: { ...defaultDiscoveryFilters, ...changes.filters },
});

/** Whether Firestore would return the recipe for the query's filters (order and paging aside). */
function queryMatches(query: DiscoveryQuery, recipe: { name: string; classification: Classification; isPublic: boolean; showcase: boolean }): boolean {
  const stored: Record<string, unknown> = {
    isPublic: recipe.isPublic,
    showcase: recipe.showcase,
    'classification.difficulty': recipe.classification.difficulty,
    'classification.cost': recipe.classification.cost,
  };
  const terms = discoveryTerms(recipe);
  return Object.entries(query.equals).every(([field, value]) => stored[field] === value) && (query.containsAny === null || query.containsAny.values.some((value) => terms.includes(value)));
}

const publicRecipe = (name: string, classification: Partial<Classification> = {}) => ({ name, classification: { ...plain, ...classification }, isPublic: true, showcase: false });

describe('buildDiscoveryQuery', () => {
  it("asks for each unfiltered view's first page as discovery always has", () => {
    expect(buildDiscoveryQuery(selection())).toEqual({ equals: { isPublic: true }, containsAny: null, descendingBy: 'createdAt', limit: DISCOVERY_PAGE_SIZE, startAfter: null });
    expect(buildDiscoveryQuery(selection({ view: 'showcase' })).equals).toEqual({ isPublic: true, showcase: true });
    expect(buildDiscoveryQuery(selection({ view: 'popular' })).descendingBy).toBe('bookmarkCount');
  });

  it('filters difficulty and cost by equality on the classification', () => {
    expect(buildDiscoveryQuery(selection({ filters: { difficulty: 'hard', cost: 'cheap' } })).equals).toEqual({
      isPublic: true,
      'classification.difficulty': 'hard',
      'classification.cost': 'cheap',
    });
  });

  it('asks for any of the cross product of the chosen word, dish types and diets', () => {
    const query = buildDiscoveryQuery(selection({ search: 'Gratins', filters: { dishTypes: ['main', 'side'], dietaryRestrictions: ['vegan'] } }));
    expect(query.containsAny).toEqual({ field: 'discoveryTerms', values: ['w:gratin|d:main|r:vegan', 'w:gratin|d:side|r:vegan'] });
  });

  it('pages on after the cursor it is given', () => {
    const after = { value: { seconds: 1_700_000_000, nanoseconds: 5 }, id: 'r20' };
    expect(buildDiscoveryQuery(selection(), after).startAfter).toBe(after);
  });

  it("finds 'Lasagnes à la bolognaise' and 'Lasagne végétarienne' with 'lasagnes', accents and case aside", () => {
    const bolognaise = publicRecipe('Lasagnes à la bolognaise', { dishTypes: ['main'] });
    const vegetarienne = publicRecipe('Lasagne végétarienne', { dietaryRestrictions: ['vegetarian'] });
    const gratin = publicRecipe('Gratin dauphinois');
    for (const search of ['lasagnes', 'LASAGNE', 'Lasagnés']) {
      const asked = selection({ search });
      const found = [bolognaise, vegetarienne, gratin].filter((recipe) => queryMatches(buildDiscoveryQuery(asked), recipe) && matchesDiscoverySelection(recipe, asked));
      expect(found.map(({ name }) => name)).toEqual(['Lasagnes à la bolognaise', 'Lasagne végétarienne']);
    }
    const veggie = selection({ search: 'végétariennes lasagne' });
    expect([bolognaise, vegetarienne].filter((recipe) => queryMatches(buildDiscoveryQuery(veggie), recipe) && matchesDiscoverySelection(recipe, veggie))).toEqual([vegetarienne]);
  });

  it('asks Firestore for the longest word of several and leaves the others to the page', () => {
    const asked = selection({ search: 'gratin de pommes dauphinois' });
    expect(buildDiscoveryQuery(asked).containsAny?.values).toEqual(['w:dauphinoi']);
    const other = publicRecipe('Poulet dauphinois');
    expect(queryMatches(buildDiscoveryQuery(asked), other)).toBe(true);
    expect(matchesDiscoverySelection(other, asked)).toBe(false);
    expect(matchesDiscoverySelection(publicRecipe('Gratin dauphinois aux pommes'), asked)).toBe(true);
  });
});

describe('nextDiscoveryCursor', () => {
  const query = buildDiscoveryQuery(selection());
  const read = (count: number, last: Record<string, unknown>) => Array.from({ length: count }, (_, index) => ({ id: `r${index}`, data: () => (index === count - 1 ? last : {}) }));

  it("starts the next page after the last recipe's stored order value and id", () => {
    // A Firestore Timestamp's fields are getters; the cursor is a plain copy.
    const stamp = Object.defineProperties({}, { seconds: { get: () => 1_700_000_000 }, nanoseconds: { get: () => 7 } });
    expect(nextDiscoveryCursor(query, read(DISCOVERY_PAGE_SIZE, { createdAt: stamp }))).toEqual({ value: { seconds: 1_700_000_000, nanoseconds: 7 }, id: 'r19' });
    const popular = buildDiscoveryQuery(selection({ view: 'popular' }));
    expect(nextDiscoveryCursor(popular, read(DISCOVERY_PAGE_SIZE, { bookmarkCount: -1 }))).toEqual({ value: -1, id: 'r19' });
  });

  it('says nothing follows a short page, or a last recipe without its order value', () => {
    expect(nextDiscoveryCursor(query, read(DISCOVERY_PAGE_SIZE - 1, { createdAt: { seconds: 1 } }))).toBeNull();
    expect(nextDiscoveryCursor(query, read(DISCOVERY_PAGE_SIZE, { createdAt: null }))).toBeNull();
    expect(nextDiscoveryCursor(query, [])).toBeNull();
  });
});

describe('discoveryTermsToAsk', () => {
  it(`never asks for more than ${DISCOVERY_MAX_DISJUNCTIONS} terms, leaving the widest part to the page`, () => {
    expect(discoveryTermsToAsk({ word: 'tarte', dishTypes: [...dishTypes], diets: [...dietaryRestrictions] })).toHaveLength(dishTypes.length * dietaryRestrictions.length);
    expect(discoveryTermsToAsk({ word: 'tarte', dishTypes: ['main', 'side', 'dessert'], diets: ['vegan', 'glutenFree'] }, 4)).toEqual(['w:tarte|r:vegan', 'w:tarte|r:glutenFree']);
    expect(discoveryTermsToAsk({ word: undefined, dishTypes: [], diets: [] })).toEqual([]);
  });
});

describe('discoverySelectionKey', () => {
  it('is the same for searches differing in case, accents, plurals and word order, and for filters in another order', () => {
    expect(discoverySelectionKey(selection({ search: 'Gâteaux chocolat' }))).toBe(discoverySelectionKey(selection({ search: 'chocolat gateau' })));
    expect(discoverySelectionKey(selection({ filters: { dishTypes: ['main', 'side'] } }))).toBe(discoverySelectionKey(selection({ filters: { dishTypes: ['side', 'main'] } })));
    expect(discoverySelectionKey(selection({ view: 'popular' }))).not.toBe(discoverySelectionKey(selection()));
  });
});

// Production refuses a composite query without its index; the emulator does not (DESIGN.md §3).
describe('every query the builder makes', () => {
  interface IndexField {
    fieldPath: string;
    order?: 'ASCENDING' | 'DESCENDING';
    arrayConfig?: 'CONTAINS';
  }
  const { indexes } = JSON.parse(indexFile) as { indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[] };
  const describeFields = (fields: IndexField[]) => fields.map((field) => `${field.fieldPath} ${field.arrayConfig ? 'contains' : field.order === 'DESCENDING' ? 'desc' : 'asc'}`);
  /** Equality and array filters in any order, then the order by: how Firestore matches a query to an index. */
  const shape = (fields: string[]) => `${fields.slice(0, -1).sort().join(', ')} → ${fields.at(-1) ?? ''}`;
  const declared = new Set(indexes.filter((index) => index.collectionGroup === 'recipes' && index.queryScope === 'COLLECTION').map((index) => shape(describeFields(index.fields))));
  const needed = (query: DiscoveryQuery) =>
    shape([...Object.keys(query.equals).map((field) => `${field} asc`), ...(query.containsAny ? [`${query.containsAny.field} contains`] : []), `${query.descendingBy} desc`]);

  const subsets = <T>(values: readonly T[]): T[][] => values.reduce<T[][]>((all, value) => [...all, ...all.map((subset) => [...subset, value])], [[]]);

  const selections = function* (): Generator<DiscoverySelection> {
    for (const view of discoveryViews) {
      // Every set of dish types and diets, with or without one or several words, each with
      // difficulty and cost unset or set…
      for (const chosenDishTypes of subsets(dishTypes))
        for (const diets of subsets(dietaryRestrictions))
          for (const difficulty of ['all', 'hard'] as const)
            for (const cost of ['all', 'cheap'] as const)
              for (const search of ['', 'gratin', 'gratin dauphinois']) yield { view, search, filters: { dishTypes: chosenDishTypes, dietaryRestrictions: diets, difficulty, cost } };
      // …and every difficulty with every cost, with and without terms.
      for (const difficulty of ['all', ...difficulties] as const)
        for (const cost of ['all', ...costs] as const)
          for (const search of ['', 'gratin']) yield { view, search, filters: { ...defaultDiscoveryFilters, difficulty, cost } };
    }
  };

  it('has its composite index in firestore.indexes.json, asks for at most 30 terms, and leaves no discovery index unused', () => {
    const used = new Set<string>();
    let widest = 0;
    for (const asked of selections()) {
      const query = buildDiscoveryQuery(asked);
      widest = Math.max(widest, query.containsAny?.values.length ?? 0);
      used.add(needed(query));
    }
    expect([...used].filter((index) => !declared.has(index))).toEqual([]);
    expect(widest).toBe(dishTypes.length * dietaryRestrictions.length);
    expect(widest).toBeLessThanOrEqual(DISCOVERY_MAX_DISJUNCTIONS);
    // The public recipes of a household (isPublic, organizationId) are another screen's.
    const discoveryIndexes = [...declared].filter((index) => index.includes('isPublic asc') && !index.includes('organizationId'));
    expect(discoveryIndexes.filter((index) => !used.has(index))).toEqual([]);
  });
});
