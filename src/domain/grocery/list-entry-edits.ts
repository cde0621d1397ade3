import type { GroceryCustomItem, GroceryList, MealEntryRefFields } from './grocery-list';

/**
 * One entry of a map members edit entry by entry (DESIGN.md §3), as an edit makes it; null is
 * absent.
 */
export type EntryEdit =
  | { map: 'customItems'; key: string; after: GroceryCustomItem | null }
  | { map: 'mealEntryRefs'; key: string; after: MealEntryRefFields | null };

function withEntry<Entry>(entries: Readonly<Record<string, Entry>>, key: string, value: Entry | null): Record<string, Entry> {
  const others = Object.fromEntries(Object.entries(entries).filter(([other]) => other !== key));
  return value === null ? others : { ...others, [key]: value };
}

function put(list: GroceryList, edit: EntryEdit): GroceryList {
  return edit.map === 'customItems'
    ? { ...list, customItems: withEntry(list.customItems, edit.key, edit.after) }
    : { ...list, mealEntryRefs: withEntry(list.mealEntryRefs, edit.key, edit.after) };
}

/** The list with the edits made: what an action lays over the list until the database answers. */
export function withEdits(list: GroceryList, edits: readonly EntryEdit[]): GroceryList {
  return edits.reduce((edited, edit) => put(edited, edit), list);
}
