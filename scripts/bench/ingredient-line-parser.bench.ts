import { performance } from 'node:perf_hooks';
import { parseIngredientLine } from '../../src/domain/recipes/ingredient-line-parser.ts';
import { ingredientLineSamples } from '../../src/domain/recipes/ingredient-line-samples.ts';
import { readStandardIngredientCatalogue } from '../seed/standard-ingredients.ts';

export interface IngredientLineParserBench {
  name: string;
  /** Mean time to parse one line against the seeded catalogue, its index already built. */
  perOpMs: number;
  ops: number;
  /** Lines whose quantity, unit and catalogue ingredient are all right. */
  exact: number;
  lines: number;
  /** The first parse of a catalogue builds its index: reported apart, as an import or a paste pays it once. */
  firstLineMs: number;
}

const WARM_UP_ROUNDS = 20;
const ROUNDS = 200;

/** The goal is at least 95 % of the table's real-world lines read exactly. */
export function benchIngredientLineParser(): IngredientLineParserBench {
  const catalogue = readStandardIngredientCatalogue();
  const lines = ingredientLineSamples.map(({ line }) => line);

  const firstStart = performance.now();
  parseIngredientLine(lines[0] ?? '', catalogue);
  const firstLineMs = performance.now() - firstStart;

  const exact = ingredientLineSamples.filter(({ line, quantity, unit, standardIngredientId }) => {
    const parsed = parseIngredientLine(line, catalogue);
    return parsed.quantity === quantity && parsed.unit === unit && parsed.standardIngredientId === standardIngredientId;
  }).length;

  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const line of lines) parseIngredientLine(line, catalogue);
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) for (const line of lines) parseIngredientLine(line, catalogue);
  const ops = ROUNDS * lines.length;

  return {
    name: `ingredient line parser, per line, over the ${lines.length}-line table`,
    perOpMs: (performance.now() - start) / ops,
    ops,
    exact,
    lines: lines.length,
    firstLineMs,
  };
}
