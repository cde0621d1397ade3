import type { ShopperLine } from '../grocery/shopping-list';
import { shopperLinesUntickWrites, type StoredTicks, type UntickWrite } from '../grocery/untick';
import type { StockChange } from './pantry-entry';
import { stockFromTicks, type StockFromTicksInput } from './stock-from-ticks';

/** 'Ranger les articles cochés': what goes into the cupboard, and the lines whose ticks it clears. */
export interface PutAway {
  changes: StockChange[];
  /** The ticked lines of the foods stocked: a custom item, or a ticked line without an amount, keeps its tick. */
  lines: ShopperLine[];
}

/**
 * What putting the ticked lines away does (DESIGN.md §3, "The cupboard"): the stock changes of
 * stockFromTicks, and the lines they come from, whose ticks are cleared since the cupboard now
 * covers what they bought.
 */
export function putAway(input: StockFromTicksInput): PutAway {
  const changes = stockFromTicks(input);
  const stocked = new Set(changes.map((change) => change.foodId));
  const lines = input.lines.filter((line) => line.state.kind !== 'open' && line.standardIngredientId !== null && stocked.has(line.standardIngredientId));
  return { changes, lines };
}

/** One batch of a put-away: the ticks it clears, as one list update, and the stock it adds. */
export interface PutAwayBatch {
  untick: UntickWrite;
  changes: StockChange[];
  /** How many of the put-away's lines it clears. */
  lines: number;
}

/**
 * The put-away as batches, each of which clears some lines' ticks and stocks those lines' foods
 * together, so a line is never stocked without its tick cleared, nor the reverse. Usually one:
 * the rules take any number of tick deletions and stock increments in one batch, but one custom
 * item's uncheck per request (its check costs what the rules may evaluate of a request), so each
 * further ticked custom item of a catalogue food brings its food into a batch of its own. A food
 * bought as two custom items or more (rare) is stocked with its first; the others' unchecks
 * follow in their own batches.
 */
export function putAwayBatches({ changes, lines }: PutAway, list: StoredTicks): PutAwayBatch[] {
  const batches: PutAwayBatch[] = [];
  const first: PutAwayBatch = { untick: { tickKeys: [], customItemIds: [] }, changes: [], lines: 0 };
  const foods = new Map<string | null, ShopperLine[]>();
  for (const line of lines) foods.set(line.standardIngredientId, [...(foods.get(line.standardIngredientId) ?? []), line]);
  for (const [foodId, foodLines] of foods) {
    const stored = shopperLinesUntickWrites(foodLines, list);
    const tickKeys = stored.flatMap((write) => write.tickKeys);
    const [customItemId, ...others] = stored.flatMap((write) => write.customItemIds);
    const change = changes.filter((candidate) => candidate.foodId === foodId);
    const joinsFirst = customItemId === undefined || first.untick.customItemIds.length === 0;
    const batch = joinsFirst ? first : { untick: { tickKeys: [], customItemIds: [] }, changes: [], lines: 0 };
    batch.untick.tickKeys.push(...tickKeys);
    if (customItemId !== undefined) batch.untick.customItemIds.push(customItemId);
    batch.changes.push(...change);
    batch.lines += foodLines.length;
    if (!joinsFirst) batches.push(batch);
    batches.push(...others.map((id) => ({ untick: { tickKeys: [], customItemIds: [id] }, changes: [], lines: 0 })));
  }
  return first.lines > 0 ? [first, ...batches] : batches;
}
