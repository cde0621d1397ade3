// `npm run bench`: the speed goals of the product, measured rather than asserted in tests.
import { benchCookbookFilter } from './cookbook-filter.bench.ts';
import { benchIngredientSearch } from './ingredient-search.bench.ts';

const goals = [
  { run: benchIngredientSearch, goalMs: 2 },
  { run: async () => benchCookbookFilter(), goalMs: 5 },
];

let failed = false;
console.log('| benchmark | per operation | goal | operations |');
console.log('|---|---|---|---|');
for (const { run, goalMs } of goals) {
  const result = await run();
  const ok = result.perOpMs < goalMs;
  failed ||= !ok;
  console.log(`| ${result.name} | ${result.perOpMs.toFixed(3)} ms | < ${goalMs} ms ${ok ? '✓' : '✗'} | ${result.ops} |`);
}
process.exitCode = failed ? 1 : 0;
