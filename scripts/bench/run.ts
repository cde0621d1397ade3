// `npm run bench`: the speed goals of the product, measured rather than asserted in tests.
import { benchCookbookListing } from './cookbook-listing.bench.ts';
import { benchCupboardRanking } from './cupboard-ranking.bench.ts';
import { benchGroceryAggregate } from './grocery-aggregate.bench.ts';
import { benchIngredientLineParser } from './ingredient-line-parser.bench.ts';
import { benchIngredientSearch } from './ingredient-search.bench.ts';
import { benchPlannerWeek } from './planner-week.bench.ts';
import { benchShoppingList } from './shopping-list.bench.ts';
import { benchWeekProposal } from './week-proposal.bench.ts';

interface Measured {
  name: string;
  perOpMs: number;
  ops: number;
  /** Parts measured apart, printed above the result the goal applies to. */
  parts?: Measured[];
  /** What a part's goal column says instead of '(part)'. */
  note?: string;
  /** For what must be right as well as fast: how many of a table's cases came out right. */
  accuracy?: { name: string; right: number; total: number };
}

// A pasted list of 100 lines is parsed within one 16 ms frame.
const PARSER_GOAL_MS = 0.16;
// The goal for the table of real-world ingredient lines.
const PARSER_ACCURACY_GOAL = 0.95;

const parseIngredientLines = async (): Promise<Measured> => {
  const { name, perOpMs, ops, exact, lines, firstLineMs } = benchIngredientLineParser();
  const firstLine = { name: 'the first line, which indexes the catalogue', perOpMs: firstLineMs, ops: 1 };
  return { name, perOpMs, ops, parts: [firstLine], accuracy: { name: 'ingredient lines read exactly (quantity, unit and catalogue ingredient)', right: exact, total: lines } };
};

const goals: { run: () => Promise<Measured>; goalMs: number; accuracyGoal?: number }[] = [
  { run: benchIngredientSearch, goalMs: 2 },
  { run: parseIngredientLines, goalMs: PARSER_GOAL_MS, accuracyGoal: PARSER_ACCURACY_GOAL },
  { run: async () => benchCookbookListing(), goalMs: 5 },
  { run: async () => benchPlannerWeek(), goalMs: 2 },
  { run: async () => benchGroceryAggregate(), goalMs: 1 },
  { run: async () => benchShoppingList(), goalMs: 2 },
  { run: async () => benchWeekProposal(), goalMs: 20 },
  // Issue 26: 'Que cuisiner avec mon placard ?' re-ranks 2,000 recipes within a frame or so.
  { run: async () => benchCupboardRanking(), goalMs: 20 },
];

let failed = false;
console.log('| benchmark | per operation | goal | operations |');
console.log('|---|---|---|---|');
for (const { run, goalMs, accuracyGoal } of goals) {
  const result = await run();
  const ok = result.perOpMs < goalMs;
  failed ||= !ok;
  for (const part of result.parts ?? []) console.log(`| ${part.name} | ${part.perOpMs.toFixed(3)} ms | ${part.note ?? '(part)'} | ${part.ops} |`);
  console.log(`| ${result.name} | ${result.perOpMs.toFixed(3)} ms | < ${goalMs} ms ${ok ? '✓' : '✗'} | ${result.ops} |`);
  if (result.accuracy && accuracyGoal !== undefined) {
    const { name, right, total } = result.accuracy;
    const share = right / total;
    const accurate = share >= accuracyGoal;
    failed ||= !accurate;
    console.log(`| ${name} | ${(share * 100).toFixed(1)} % (${right} of ${total}) | ≥ ${accuracyGoal * 100} % ${accurate ? '✓' : '✗'} | ${total} |`);
  }
}
process.exitCode = failed ? 1 : 0;
