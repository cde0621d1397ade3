import { createIngredientSearch } from '../../src/domain/recipes/ingredient-search.ts';
import { readStandardIngredientCatalogue } from '../seed/standard-ingredients.ts';

export interface IngredientSearchBench {
  name: string;
  /** Mean time of one search, i.e. one keystroke in the picker. */
  perOpMs: number;
  ops: number;
  /** The slowest query's mean: short queries match more and cost most. */
  slowestQuery: { query: string; perOpMs: number };
  /** Built once per catalogue, when the picker opens (its first, blank query), not per keystroke, so reported apart. */
  indexBuildMs: number;
  catalogueSize: number;
}

// What people type into the picker, replayed keystroke by keystroke.
const typedWords = ['tomate', 'pomme de terre', 'crème fraîche', 'œuf', 'oeufs', 'beurre doux', 'poulet', 'échalote', "huile d'olive", 'lardons', 'farine', 'sel', 'ail', 'champignon', 'xyz'];
const queries = typedWords.flatMap((word) => Array.from(word, (_, i) => word.slice(0, i + 1)));

const WARM_UP_ROUNDS = 100;
const ROUNDS = 1000;

/** The budget is under 2 ms per keystroke over the full catalogue. */
export async function benchIngredientSearch(): Promise<IngredientSearchBench> {
  const catalogue = readStandardIngredientCatalogue();
  const buildStart = performance.now();
  const search = createIngredientSearch(catalogue);
  search('');
  const indexBuildMs = performance.now() - buildStart;

  // Lets the JIT settle so the numbers describe a session in use, not its first keystroke.
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const query of queries) search(query);

  let totalMs = 0;
  let slowestQuery = { query: '', perOpMs: 0 };
  for (const query of queries) {
    const start = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) search(query);
    const elapsed = performance.now() - start;
    totalMs += elapsed;
    if (elapsed / ROUNDS > slowestQuery.perOpMs) slowestQuery = { query, perOpMs: elapsed / ROUNDS };
  }

  const ops = queries.length * ROUNDS;
  return { name: 'ingredient search, per keystroke', perOpMs: totalMs / ops, ops, slowestQuery, indexBuildMs, catalogueSize: catalogue.length };
}
