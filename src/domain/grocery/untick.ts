import type { AggregatedItem } from './grocery-line';
import { entryTickKey } from './line-key';

/** Ticks (checkedItems keys) one write may touch: firestore.rules isMapEdit counts three per map. */
export const TICK_KEYS_PER_WRITE = 3;
/** Custom items one tick write may change: a viewer's one (firestore.rules areItemTicks). */
export const CUSTOM_ITEM_TICKS_PER_WRITE = 1;

/** One write of an untick: ticks to delete, custom items to set unchecked. */
export interface UntickWrite {
  tickKeys: string[];
  customItemIds: string[];
}

/** What an untick reads of the stored list (a GroceryList is one). */
export interface StoredTicks {
  checkedItems: Readonly<Record<string, unknown>>;
  customItems: Readonly<Record<string, { checked: boolean }>>;
}

/**
 * Everything that makes a line checked, as stored: its own tick (checkedItems.{key}), the
 * older ticks of one ingredient of one meal (entry:{mealEntryId}:{ingredientId}) of its
 * sources, and its checked custom items. Only what the list holds: an untick writes nothing
 * else.
 */
export function storedTicksOf(item: Pick<AggregatedItem, 'key' | 'sources'>, list: StoredTicks): UntickWrite {
  const tickKeys = new Set<string>();
  const customItemIds = new Set<string>();
  if (Object.hasOwn(list.checkedItems, item.key)) tickKeys.add(item.key);
  for (const source of item.sources) {
    if (source.type === 'mealEntry') {
      if (source.ingredientId === undefined) continue;
      const key = entryTickKey(source.id, source.ingredientId);
      if (Object.hasOwn(list.checkedItems, key)) tickKeys.add(key);
    } else if (Object.hasOwn(list.customItems, source.id) && list.customItems[source.id]?.checked === true) {
      customItemIds.add(source.id);
    }
  }
  return { tickKeys: [...tickKeys], customItemIds: [...customItemIds] };
}

/**
 * The writes that untick a line (spec B §4): storedTicksOf, split so that each stays within
 * what the rules accept of one write (TICK_KEYS_PER_WRITE ticks, CUSTOM_ITEM_TICKS_PER_WRITE
 * custom items). Usually one; none when nothing stored makes the line checked.
 */
export function untickWrites(item: Pick<AggregatedItem, 'key' | 'sources'>, list: StoredTicks): UntickWrite[] {
  const { tickKeys, customItemIds } = storedTicksOf(item, list);
  return splitUntick(tickKeys, customItemIds);
}

/** Ticks and custom items to clear, in writes the rules accept (TICK_KEYS_PER_WRITE, CUSTOM_ITEM_TICKS_PER_WRITE). */
function splitUntick(tickKeys: readonly string[], customItemIds: readonly string[]): UntickWrite[] {
  const count = Math.max(Math.ceil(tickKeys.length / TICK_KEYS_PER_WRITE), Math.ceil(customItemIds.length / CUSTOM_ITEM_TICKS_PER_WRITE));
  return Array.from({ length: count }, (_, index) => ({
    tickKeys: tickKeys.slice(index * TICK_KEYS_PER_WRITE, (index + 1) * TICK_KEYS_PER_WRITE),
    customItemIds: customItemIds.slice(index * CUSTOM_ITEM_TICKS_PER_WRITE, (index + 1) * CUSTOM_ITEM_TICKS_PER_WRITE),
  }));
}

/** What a shopper line's untick reads: its own key, the stored keys that tick it, its parts. */
type UntickedLine = { key: string; tickKeys: readonly string[]; parts: readonly Pick<AggregatedItem, 'key' | 'sources'>[] };

/**
 * The writes that untick shopper lines (one food, several aggregated parts, each): their own
 * ticks and every stored tick of their parts, together, split as untickWrites splits them, so
 * that unticking several lines at once takes as few writes as the rules accept.
 */
export function shopperLinesUntickWrites(lines: readonly UntickedLine[], list: StoredTicks): UntickWrite[] {
  const tickKeys = new Set<string>();
  const customItemIds = new Set<string>();
  for (const line of lines) {
    for (const key of [line.key, ...line.tickKeys]) if (Object.hasOwn(list.checkedItems, key)) tickKeys.add(key);
    for (const part of line.parts) {
      const stored = storedTicksOf(part, list);
      for (const key of stored.tickKeys) tickKeys.add(key);
      for (const id of stored.customItemIds) customItemIds.add(id);
    }
  }
  return splitUntick([...tickKeys], [...customItemIds]);
}

/** The writes that untick one shopper line: shopperLinesUntickWrites of it alone. */
export function shopperUntickWrites(line: UntickedLine, list: StoredTicks): UntickWrite[] {
  return shopperLinesUntickWrites([line], list);
}

/** The list as a tick leaves it: what the screen shows before the database answers. */
export function withTick<L extends StoredTicks>(list: L, key: string, tick: unknown = true): L {
  return { ...list, checkedItems: { ...list.checkedItems, [key]: tick } };
}

/** The list as an untick's writes leave it. */
export function withoutTicks<L extends StoredTicks>(list: L, writes: readonly UntickWrite[]): L {
  const cleared = new Set(writes.flatMap((write) => write.tickKeys));
  const unchecked = new Set(writes.flatMap((write) => write.customItemIds));
  return {
    ...list,
    checkedItems: Object.fromEntries(Object.entries(list.checkedItems).filter(([key]) => !cleared.has(key))),
    customItems: Object.fromEntries(Object.entries(list.customItems).map(([id, item]) => [id, unchecked.has(id) ? { ...item, checked: false } : item])),
  };
}
