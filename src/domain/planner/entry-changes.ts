import type { MealEntry } from './meal-entry';

/** What a member may change of an entry (spec B §7: update partial); `completed` is 'Cuisiné'. */
export type EntryFields = Partial<Pick<MealEntry, 'date' | 'mealType' | 'portions' | 'completed'>>;

/** One planner action on one entry, as the screen shows it before the database answers. */
export type EntryChange =
  | { kind: 'add'; entry: MealEntry }
  | { kind: 'update'; entryId: string; fields: EntryFields }
  | { kind: 'remove'; entryId: string };

export function changedEntryId(change: EntryChange): string {
  return change.kind === 'add' ? change.entry.id : change.entryId;
}

/** The entries as they will be once every change lands, in the order given. */
export function withEntryChanges(entries: readonly MealEntry[], changes: readonly EntryChange[]): MealEntry[] {
  let result = [...entries];
  for (const change of changes) {
    if (change.kind === 'add') {
      result = [...result.filter((entry) => entry.id !== change.entry.id), change.entry];
    } else if (change.kind === 'remove') {
      result = result.filter((entry) => entry.id !== change.entryId);
    } else {
      result = result.map((entry) => (entry.id === change.entryId ? { ...entry, ...change.fields } : entry));
    }
  }
  return result;
}

/**
 * Whether the live entries already show a change that has landed, so that it can stop being
 * laid over them. `isShown` says whether an entry of that day is among the entries followed (a
 * move out of the visible week shows as the entry's absence).
 */
export function isChangeShown(entries: readonly MealEntry[], change: EntryChange, isShown: (date: string) => boolean): boolean {
  const entry = entries.find((candidate) => candidate.id === changedEntryId(change));
  if (change.kind === 'remove') return entry === undefined;
  const expected = change.kind === 'add' ? change.entry : { ...entry, ...change.fields };
  if (expected.date !== undefined && !isShown(expected.date)) return entry === undefined;
  return (
    entry !== undefined &&
    entry.date === expected.date &&
    entry.mealType === expected.mealType &&
    entry.portions === expected.portions &&
    entry.completed === expected.completed
  );
}

/** A change laid over the live entries until it lands and they show it. */
export interface LaidChange {
  change: EntryChange;
  landed: boolean;
}

/**
 * The changes still to lay over the live entries, in their order. A landed change goes once the
 * live entries show it, and so does every landed change before one that goes on the same entry:
 * the live entry already holds them, and laid over it the older one would take back the newer
 * (a meal dropped, then given 8 portions, would read its first 4 again).
 */
export function unshownChanges<Change extends LaidChange>(entries: readonly MealEntry[], changes: readonly Change[], isShown: (date: string) => boolean): Change[] {
  const settled = new Set<string>();
  const kept: Change[] = [];
  for (const laid of [...changes].reverse()) {
    const entryId = changedEntryId(laid.change);
    if (laid.landed && (settled.has(entryId) || isChangeShown(entries, laid.change, isShown))) settled.add(entryId);
    else kept.unshift(laid);
  }
  return kept;
}
