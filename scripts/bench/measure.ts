import { performance } from 'node:perf_hooks';

/** One figure of a bench: the mean time of an operation over how many were timed. */
export interface BenchResult {
  name: string;
  perOpMs: number;
  ops: number;
  /** What a part's goal column says instead of '(part)', for a figure that is not within the goal's. */
  note?: string;
}

/** Warm-up rounds let the JIT settle before the timed rounds. */
export interface Rounds {
  warmUp: number;
  timed: number;
}

/** Mean time of `op` over `calls`, each round calling it once per call, after the warm-up. */
export function measure<T>(calls: readonly T[], op: (call: T) => unknown, rounds: Rounds): { perOpMs: number; ops: number } {
  for (let round = 0; round < rounds.warmUp; round += 1) for (const call of calls) op(call);
  const start = performance.now();
  for (let round = 0; round < rounds.timed; round += 1) for (const call of calls) op(call);
  const elapsed = performance.now() - start;
  const ops = rounds.timed * calls.length;
  return { perOpMs: elapsed / ops, ops };
}
