import { performance } from 'node:perf_hooks';
import { prepareCookbookIndex, type CookbookFilter } from '../../src/domain/cookbook/cookbook-filter';
import type { TagsById } from '../../src/domain/cookbook/tag-filter';
import { pick, seededRandom } from './seeded-random';

const RECIPE_COUNT = 2_000;
const TAG_COUNT = 12;
const ROUNDS = 200;

const dishes = ['Gratin', 'Tarte', 'Soupe', 'Velouté', 'Salade', 'Quiche', 'Risotto', 'Crumble', 'Blanquette', 'Mousse', 'Clafoutis', 'Poêlée'];
const mains = ['courgettes', 'poireaux', 'pommes de terre', 'saumon', 'bœuf', 'poulet', 'chèvre', 'champignons', 'lentilles', 'potiron', 'épinards', 'crevettes'];
const styles = ['', ' à la provençale', ' au four', ' de grand-mère', ' express', ' au curry', ' à l’ancienne', ' gratinée', ' façon niçoise'];

function syntheticCookbook(): { recipes: { id: string; name: string }[]; tags: TagsById } {
  const random = seededRandom(42);
  const recipeIdsByTag: string[][] = Array.from({ length: TAG_COUNT }, () => []);
  const recipes = Array.from({ length: RECIPE_COUNT }, (_, index) => {
    const id = `recipe${index.toString(36).padStart(4, '0')}`;
    const tagCount = Math.floor(random() * 5);
    for (let n = 0; n < tagCount; n += 1) recipeIdsByTag[Math.floor(random() * TAG_COUNT)]?.push(id);
    return { id, name: `${pick(dishes, random)} de ${pick(mains, random)}${pick(styles, random)} n°${index + 1}` };
  });
  const tags = Object.fromEntries(recipeIdsByTag.map((recipeIds, index) => [`tag${index}`, { recipeIds: [...new Set(recipeIds)] }]));
  return { recipes, tags };
}

/** Typical cookbook filtering of 2,000 recipes; the budget is 5 ms a call. */
export function benchCookbookFilter(): { name: string; perOpMs: number; ops: number } {
  const { recipes, tags } = syntheticCookbook();
  const filter = prepareCookbookIndex(recipes);
  const none: CookbookFilter = { query: '', tags, selectedTagIds: [], filterType: 'OR' };
  const calls: CookbookFilter[] = [
    ...['g', 'gr', 'gra', 'grat', 'gratin', 'gratin de p'].map((query) => ({ ...none, query })),
    { ...none, query: 'BOEUF' },
    { ...none, query: 'épinards à' },
    { ...none, selectedTagIds: ['tag0', 'tag3', 'tag7'], filterType: 'OR' },
    { ...none, selectedTagIds: ['tag1', 'tag2'], filterType: 'AND' },
    { ...none, query: 'tarte', selectedTagIds: ['tag4', 'tag5'], filterType: 'OR' },
    { ...none, query: 'soupe', view: { tagIds: ['tag6', 'tag8'], filterType: 'AND' } },
  ];
  for (const call of calls) filter(call);
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) for (const call of calls) filter(call);
  const elapsed = performance.now() - start;
  const ops = ROUNDS * calls.length;
  return { name: `cookbook filter, ${RECIPE_COUNT} recipes`, perOpMs: elapsed / ops, ops };
}
