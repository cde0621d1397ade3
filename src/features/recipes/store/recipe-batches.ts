import type { RecipesById } from '../data';

/** Follows one batch of ids live, calling back with what it knows of them; returns the stop function. */
export type WatchBatch = (ids: readonly string[], onChange: (recipes: RecipesById) => void) => () => void;

/**
 * One screen's part of the recipes read by id: `want` says which ids it shows now (the ones it
 * no longer names are released), `stop` releases them all.
 */
export interface RecipeReader {
  want: (ids: Iterable<string>) => void;
  stop: () => void;
}

interface Batch {
  ids: readonly string[];
  stop: () => void;
}

interface BatchCallbacks {
  /** What a batch's read brought. */
  onChange: (recipes: RecipesById) => void;
  /** Ids no one reads any more: what was known of them is stale from now on. */
  onForget: (ids: readonly string[]) => void;
}

/**
 * The recipes read by id, shared by every reader: an id wanted by several is read once, new ids
 * are read in batches of at most `batchSize`, and a batch stops when none of its ids is wanted.
 * A batch is never re-cut while part of it is still wanted: its query would be read anew, and a
 * few unwanted recipes cost less than that.
 */
export function recipeBatches(watchBatch: WatchBatch, batchSize: number, { onChange, onForget }: BatchCallbacks) {
  const readers = new Map<string, number>();
  const batchOf = new Map<string, Batch>();

  const acquire = (ids: readonly string[]) => {
    ids.forEach((id) => readers.set(id, (readers.get(id) ?? 0) + 1));
    const unread = ids.filter((id) => !batchOf.has(id));
    for (let start = 0; start < unread.length; start += batchSize) {
      const batchIds = unread.slice(start, start + batchSize);
      const batch: Batch = { ids: batchIds, stop: () => undefined };
      batchIds.forEach((id) => batchOf.set(id, batch));
      batch.stop = watchBatch(batchIds, onChange);
    }
  };

  const release = (ids: readonly string[]) => {
    const touched = new Set<Batch>();
    for (const id of ids) {
      const count = (readers.get(id) ?? 0) - 1;
      if (count > 0) readers.set(id, count);
      else readers.delete(id);
      const batch = batchOf.get(id);
      if (batch) touched.add(batch);
    }
    for (const batch of touched) {
      if (batch.ids.some((id) => readers.has(id))) continue;
      batch.stop();
      batch.ids.forEach((id) => batchOf.delete(id));
      onForget(batch.ids);
    }
  };

  return {
    reader: (): RecipeReader => {
      let wanted = new Set<string>();
      return {
        want: (ids) => {
          const next = new Set(ids);
          const added = [...next].filter((id) => !wanted.has(id));
          const dropped = [...wanted].filter((id) => !next.has(id));
          wanted = next;
          // Acquired first: a batch that only the dropped ids kept, holding added ones too, goes on rather than being read anew.
          acquire(added);
          release(dropped);
        },
        stop: () => {
          const dropped = [...wanted];
          wanted = new Set();
          release(dropped);
        },
      };
    },
  };
}
