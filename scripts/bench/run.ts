// `npm run bench`: the speed goals of the product, measured rather than asserted in tests.
import { benchCookbookFilter } from './cookbook-filter.bench.ts';
import { benchGroceryAggregate } from './grocery-aggregate.bench.ts';
import { benchIngredientSearch } from './ingredient-search.bench.ts';
import { benchPlannerWeek } from './planner-week.bench.ts';

interface Measured {
  name: string;
  perOpMs: number;
  ops: number;
  /** Parts measured apart, printed under the result the goal applies to. */
  parts?: Measured[];
}

const goals: { run: () => Promise<Measured>; goalMs: number }[] = [
  { run: benchIngredientSearch, goalMs: 2 },
  { run: async () => benchCookbookFilter(), goalMs: 5 },
  { run: async () => benchPlannerWeek(), goalMs: 2 },
  { run: async () => benchGroceryAggregate(), goalMs: 1 },
];

let failed = false;
console.log('| benchmark | per operation | goal | operations |');
console.log('|---|---|---|---|');
for (const { run, goalMs } of goals) {
  const result = await run();
  const ok = result.perOpMs < goalMs;
  failed ||= !ok;
  for (const part of result.parts ?? []) console.log(`| ${part.name} | ${part.perOpMs.toFixed(3)} ms | (part) | ${part.ops} |`);
  console.log(`| ${result.name} | ${result.perOpMs.toFixed(3)} ms | < ${goalMs} ms ${ok ? '✓' : '✗'} | ${result.ops} |`);
}
process.exitCode = failed ? 1 : 0;
