import { describe, expect, it } from 'vitest';
import type { HouseholdPageAnswer } from '../recipes/household-page';
import { recipeSchema, type Recipe } from '../recipes/recipe';
import { COOKBOOK_PAGE_SIZE, type CookbookFilter } from './cookbook-filter';
import { cookbookListing, matchesWordPrefixes, searchTerm, type CookbookListingInput } from './cookbook-pages';

const HOME = 'home';

function recipe(id: string, name = `Recette ${id}`, householdId = HOME, isPublic = householdId !== HOME): Recipe {
  return recipeSchema.parse({ id, name, servings: 2, organizationId: householdId, isPublic, createdBy: { id: 'u1' } });
}

const noFilter: CookbookFilter = { query: '', tags: {}, selectedTagIds: [], filterType: 'OR', view: null };
const own = (count: number) => Array.from({ length: count }, (_, index) => recipe(`r${index}`));
const known = (recipes: readonly (Recipe | [string, null])[]) => {
  const byId = new Map(recipes.map((entry) => (Array.isArray(entry) ? entry : [entry.id, entry])));
  return (id: string) => byId.get(id);
};

function listing(overrides: Partial<CookbookListingInput>) {
  return cookbookListing({ filter: noFilter, organizationId: HOME, publicRecipeIds: [], budget: COOKBOOK_PAGE_SIZE, household: null, byId: () => undefined, ...overrides });
}

const answered = (recipes: readonly Recipe[], term: string | null = null, limit: number | null = COOKBOOK_PAGE_SIZE): HouseholdPageAnswer => ({ term, limit, recipes });

describe('searchTerm', () => {
  it('narrows the query by the longest typed word, as a word-prefix term', () => {
    expect(searchTerm(['gratin', 'dauph'])).toBe('p:gratin');
    expect(searchTerm(['pate', 'carbonara'])).toBe('p:carbonara');
    expect(searchTerm([])).toBeNull();
  });
});

describe('matchesWordPrefixes', () => {
  it('matches when every typed word starts a word of the name, accents and plurals ignored', () => {
    expect(matchesWordPrefixes('Gratin dauphinois', ['dauph'])).toBe(true);
    expect(matchesWordPrefixes('Lasagnes à la bolognaise', ['lasagne', 'bolo'])).toBe(true);
    expect(matchesWordPrefixes('Gâteau au chocolat', ['gateau'])).toBe(true);
    expect(matchesWordPrefixes('Gratin dauphinois', ['phinois'])).toBe(false);
    expect(matchesWordPrefixes('Gratin dauphinois', ['gratin', 'lasa'])).toBe(false);
  });
});

describe('cookbookListing', () => {
  it("asks the household's query for a page, and reads no bookmarked recipe while it is full", () => {
    const first = listing({ publicRecipeIds: ['p1'] });
    expect(first).toMatchObject({ household: { term: null, limit: COOKBOOK_PAGE_SIZE }, ids: [], recipes: [], settled: false });
    const page = own(COOKBOOK_PAGE_SIZE);
    expect(listing({ publicRecipeIds: ['p1'], household: answered(page) })).toEqual({
      household: { term: null, limit: COOKBOOK_PAGE_SIZE },
      ids: [],
      recipes: page,
      settled: true,
      exhausted: false,
    });
  });

  it("asks for two pages after 'Voir plus', showing the first until they answer", () => {
    const page = own(COOKBOOK_PAGE_SIZE);
    expect(listing({ budget: COOKBOOK_PAGE_SIZE * 2, household: answered(page) })).toMatchObject({
      household: { term: null, limit: COOKBOOK_PAGE_SIZE * 2 },
      recipes: page,
      settled: false,
    });
  });

  it("reads the bookmarked recipes by id once the household's are exhausted, as many as fill the page, and skips a gone one", () => {
    const household = answered(own(20));
    const bookmarked = ['p1', 'gone', 'p2', 'p3', 'p4', 'p5', 'p6'];
    const before = listing({ publicRecipeIds: bookmarked, household });
    expect(before.ids).toEqual(['p1', 'gone', 'p2', 'p3']);
    expect(before).toMatchObject({ settled: false, exhausted: false });
    const read = listing({ publicRecipeIds: bookmarked, household, byId: known([recipe('p1', 'Tarte', 'other'), ['gone', null], recipe('p2', 'Soupe', 'other'), recipe('p3', 'Gratin', 'other')]) });
    expect(read.recipes.map(({ id }) => id)).toEqual([...own(20).map(({ id }) => id), 'p1', 'p2', 'p3']);
    expect(read).toMatchObject({ settled: true, exhausted: false });
    expect(listing({ publicRecipeIds: bookmarked, household, budget: COOKBOOK_PAGE_SIZE * 2 }).ids).toEqual(bookmarked);
  });

  it('shows what is read in order: a bookmarked recipe waits for the one listed before it', () => {
    const read = listing({ publicRecipeIds: ['p1', 'p2'], household: answered([]), byId: known([recipe('p2', 'Soupe', 'other')]) });
    expect(read.recipes).toEqual([]);
    expect(read.settled).toBe(false);
  });

  it('drops a bookmarked recipe made private since, or one of the household listed twice', () => {
    const mine = recipe('r1');
    const read = listing({ publicRecipeIds: ['hidden', 'r1'], household: answered([mine]), byId: known([recipe('hidden', 'Soupe', 'other', false), mine]) });
    expect(read.ids).toEqual(['hidden']);
    expect(read.recipes).toEqual([mine]);
    expect(read.exhausted).toBe(true);
  });

  it('searches by the longest word in the query and the other words in memory, bookmarked recipes included', () => {
    const filter = { ...noFilter, query: 'gratin dauph' };
    const household = answered([recipe('r1', 'Gratin dauphinois'), recipe('r2', 'Gratin de courgettes')], 'p:gratin');
    const read = listing({ filter, household, publicRecipeIds: ['p1', 'p2'], byId: known([recipe('p1', 'Gratin dauphinois léger', 'other'), recipe('p2', 'Gratin de pâtes', 'other')]) });
    expect(read.household).toEqual({ term: 'p:gratin', limit: COOKBOOK_PAGE_SIZE });
    expect(read.recipes.map(({ id }) => id)).toEqual(['r1', 'p1']);
    expect(read).toMatchObject({ settled: true, exhausted: true });
  });

  it("keeps another search's answer on screen, filtered, until its own arrives", () => {
    const household = answered([recipe('r1', 'Lasagnes'), recipe('r2', 'Lasagnes aux épinards')], 'p:lasa');
    const read = listing({ filter: { ...noFilter, query: 'lasagnes epi' }, household });
    expect(read.household?.term).toBe('p:lasagne');
    expect(read.recipes.map(({ id }) => id)).toEqual(['r2']);
    expect(read.settled).toBe(false);
  });

  it('takes the whole list as an answer to any search', () => {
    const household = answered([recipe('r1', 'Lasagnes'), recipe('r2', 'Soupe')], null, null);
    expect(listing({ filter: { ...noFilter, query: 'soupe' }, household })).toMatchObject({ recipes: [household.recipes[1]], settled: true, exhausted: true });
  });

  it('with tags, reads the ids the tags name, last tagged first, a page at a time, with no collection query', () => {
    const ids = Array.from({ length: COOKBOOK_PAGE_SIZE + 3 }, (_, index) => `r${index}`);
    const filter = { ...noFilter, tags: { t1: { recipeIds: ids }, t2: { recipeIds: ['r1'] } }, selectedTagIds: ['t1'] };
    const first = listing({ filter, byId: known(own(COOKBOOK_PAGE_SIZE + 3)) });
    expect(first.household).toBeNull();
    expect(first.ids).toEqual([...ids].reverse().slice(0, COOKBOOK_PAGE_SIZE));
    expect(first).toMatchObject({ settled: true, exhausted: false });
    expect(listing({ filter, byId: known(own(COOKBOOK_PAGE_SIZE + 3)), budget: COOKBOOK_PAGE_SIZE * 2 })).toMatchObject({ ids: [...ids].reverse(), exhausted: true });
  });

  it("with a saved view, takes its tags and logic, and shows only the household's recipes and bookmarked ones", () => {
    const tags = { t1: { recipeIds: ['x1', 'p1', 'r1', 'p2'] }, t2: { recipeIds: ['x1', 'p1', 'r1'] } };
    const filter = { ...noFilter, tags, selectedTagIds: ['t2'], view: { tagIds: ['t1', 't2'], filterType: 'AND' as const } };
    const read = listing({ filter, publicRecipeIds: ['p1'], byId: known([recipe('r1'), recipe('p1', 'Soupe', 'other'), recipe('x1', 'Tarte', 'other')]) });
    expect(read.ids).toEqual(['r1', 'p1', 'x1']);
    expect(read.recipes.map(({ id }) => id)).toEqual(['r1', 'p1']);
  });

  it("asks the narrowing's term without a name search, the name's with one, and checks the narrowing on every recipe read", () => {
    const dessert = (id: string, name: string, householdId = HOME) => recipeSchema.parse({ ...recipe(id, name, householdId), classification: { dishTypes: ['dessert'] } });
    const narrowing = { key: 'desserts', term: 'd:dessert', matches: (read: Recipe) => read.classification.dishTypes.includes('dessert') };
    expect(listing({ narrowing }).household).toEqual({ term: 'd:dessert', limit: COOKBOOK_PAGE_SIZE });
    expect(listing({ narrowing, filter: { ...noFilter, query: 'tarte' } }).household).toEqual({ term: 'p:tarte', limit: COOKBOOK_PAGE_SIZE });

    const household = answered([dessert('r1', 'Tarte aux pommes'), recipe('r2', 'Tarte aux poireaux')], 'p:tarte');
    const read = listing({
      narrowing,
      filter: { ...noFilter, query: 'tarte' },
      household,
      publicRecipeIds: ['p1', 'p2'],
      byId: known([dessert('p1', 'Tarte tatin', 'other'), recipe('p2', 'Tarte flambée', 'other')]),
    });
    expect(read.recipes.map(({ id }) => id)).toEqual(['r1', 'p1']);
    expect(read).toMatchObject({ settled: true, exhausted: true });
  });

  it('with tags, checks the narrowing on the tagged recipes read by id', () => {
    const narrowing = { key: 'hard', term: null, matches: (read: Recipe) => read.classification.difficulty === 'hard' };
    const hard = recipeSchema.parse({ ...recipe('r1'), classification: { difficulty: 'hard' } });
    const filter = { ...noFilter, tags: { t1: { recipeIds: ['r1', 'r2'] } }, selectedTagIds: ['t1'] };
    const read = listing({ filter, narrowing, byId: known([hard, recipe('r2')]) });
    expect(read.household).toBeNull();
    expect(read.recipes).toEqual([hard]);
  });
});
