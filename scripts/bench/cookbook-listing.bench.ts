import { performance } from 'node:perf_hooks';
import type { CookbookFilter } from '../../src/domain/cookbook/cookbook-filter';
import { cookbookListing, type CookbookListingInput } from '../../src/domain/cookbook/cookbook-pages';
import type { TagsById } from '../../src/domain/cookbook/tag-filter';
import { recipeSchema, type Recipe } from '../../src/domain/recipes/recipe';
import { pick, seededRandom } from './seeded-random';

const RECIPE_COUNT = 2_000;
const BOOKMARK_COUNT = 100;
const TAG_COUNT = 12;
const ROUNDS = 200;
const HOME = 'org-home';

const dishes = ['Gratin', 'Tarte', 'Soupe', 'Velouté', 'Salade', 'Quiche', 'Risotto', 'Crumble', 'Blanquette', 'Mousse', 'Clafoutis', 'Poêlée'];
const mains = ['courgettes', 'poireaux', 'pommes de terre', 'saumon', 'bœuf', 'poulet', 'chèvre', 'champignons', 'lentilles', 'potiron', 'épinards', 'crevettes'];
const styles = ['', ' à la provençale', ' au four', ' de grand-mère', ' express', ' au curry', ' à l’ancienne', ' gratinée', ' façon niçoise'];

function syntheticCookbook(): { household: Recipe[]; bookmarked: Recipe[]; tags: TagsById } {
  const random = seededRandom(42);
  const recipeIdsByTag: string[][] = Array.from({ length: TAG_COUNT }, () => []);
  const recipe = (index: number, householdId: string, isPublic: boolean) => {
    const id = `recipe${index.toString(36).padStart(4, '0')}`;
    const tagCount = Math.floor(random() * 5);
    for (let n = 0; n < tagCount; n += 1) recipeIdsByTag[Math.floor(random() * TAG_COUNT)]?.push(id);
    const name = `${pick(dishes, random)} de ${pick(mains, random)}${pick(styles, random)} n°${index + 1}`;
    return recipeSchema.parse({ id, name, servings: 4, organizationId: householdId, isPublic, createdBy: { id: 'user-1', name: 'Camille' } });
  };
  const household = Array.from({ length: RECIPE_COUNT }, (_, index) => recipe(index, HOME, false));
  const bookmarked = Array.from({ length: BOOKMARK_COUNT }, (_, index) => recipe(RECIPE_COUNT + index, 'org-other', true));
  const tags = Object.fromEntries(recipeIdsByTag.map((recipeIds, index) => [`tag${index}`, { recipeIds: [...new Set(recipeIds)] }]));
  return { household, bookmarked, tags };
}

/**
 * What the cookbook works out on each keystroke or tag change, in memory, at its largest: the
 * household's whole list of 2,000 recipes already read (while the planner's panel, which follows
 * it, is open) and 100 bookmarks read by id. A keystroke's budget is a frame, 16 ms.
 */
export function benchCookbookListing(): { name: string; perOpMs: number; ops: number } {
  const { household, bookmarked, tags } = syntheticCookbook();
  const byId = new Map(bookmarked.map((recipe) => [recipe.id, recipe]));
  const none: CookbookFilter = { query: '', tags, selectedTagIds: [], filterType: 'OR' };
  const input = (filter: CookbookFilter): CookbookListingInput => ({
    filter,
    organizationId: HOME,
    publicRecipeIds: bookmarked.map((recipe) => recipe.id),
    budget: 2 * 24,
    household: { term: null, limit: null, recipes: household },
    byId: (id) => byId.get(id),
  });
  const calls = [
    ...['g', 'gr', 'gra', 'grat', 'gratin', 'gratin de p'].map((query) => ({ ...none, query })),
    { ...none, query: 'BOEUF' },
    { ...none, query: 'épinards à' },
    { ...none, selectedTagIds: ['tag0', 'tag3', 'tag7'], filterType: 'OR' as const },
    { ...none, selectedTagIds: ['tag1', 'tag2'], filterType: 'AND' as const },
    { ...none, query: 'tarte', selectedTagIds: ['tag4', 'tag5'], filterType: 'OR' as const },
    { ...none, query: 'soupe', view: { tagIds: ['tag6', 'tag8'], filterType: 'AND' as const } },
  ].map(input);
  for (const call of calls) cookbookListing(call);
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) for (const call of calls) cookbookListing(call);
  const elapsed = performance.now() - start;
  const ops = ROUNDS * calls.length;
  return { name: `cookbook listing (search + tags), ${RECIPE_COUNT} recipes read and ${BOOKMARK_COUNT} bookmarks`, perOpMs: elapsed / ops, ops };
}
