import type { GroceryCustomItem, GroceryList, MealEntryRefFields } from './grocery-list';

/**
 * One entry of a map members edit entry by entry (DESIGN.md §3), as it was and as an edit
 * makes it; null is absent.
 */
export type EntryEdit =
  | { map: 'customItems'; key: string; before: GroceryCustomItem | null; after: GroceryCustomItem | null }
  | { map: 'mealEntryRefs'; key: string; before: MealEntryRefFields | null; after: MealEntryRefFields | null };

/**
 * What tells two readings of an item apart. Its creation date is left out: shown at once it is
 * the device's clock; read back before the server stamped it, it is null.
 */
const itemFace = (item: GroceryCustomItem) => [item.name, item.quantity, item.unit, item.category, item.checked, item.standardIngredientId ?? null];
const refFace = (ref: MealEntryRefFields) => [ref.recipeId, ref.portions];

function same<Entry>(a: Entry | null, b: Entry | null, face: (entry: Entry) => unknown[]): boolean {
  if (a === null || b === null) return a === b;
  const other = face(b);
  return face(a).every((value, index) => value === other[index]);
}

function withEntry<Entry>(entries: Readonly<Record<string, Entry>>, key: string, value: Entry | null): Record<string, Entry> {
  const others = Object.fromEntries(Object.entries(entries).filter(([other]) => other !== key));
  return value === null ? others : { ...others, [key]: value };
}

function put(list: GroceryList, edit: EntryEdit, side: 'before' | 'after'): GroceryList {
  return edit.map === 'customItems'
    ? { ...list, customItems: withEntry(list.customItems, edit.key, edit[side]) }
    : { ...list, mealEntryRefs: withEntry(list.mealEntryRefs, edit.key, edit[side]) };
}

/** Whether the list still shows what the edit made of its entry. */
function shows(list: GroceryList, edit: EntryEdit): boolean {
  return edit.map === 'customItems'
    ? same(list.customItems[edit.key] ?? null, edit.after, itemFace)
    : same(list.mealEntryRefs[edit.key] ?? null, edit.after, refFace);
}

/** The list with the edits made: what an action shows before the database answers. */
export function withEdits(list: GroceryList, edits: readonly EntryEdit[]): GroceryList {
  return edits.reduce((edited, edit) => put(edited, edit, 'after'), list);
}

/**
 * The list with the edits taken back, each only where its entry still shows it: what the live
 * query brought meanwhile (another member's change of the same entry, or the stored list the
 * refusal brought back) stays.
 */
export function withoutEdits(list: GroceryList, edits: readonly EntryEdit[]): GroceryList {
  return edits.reduce((undone, edit) => (shows(undone, edit) ? put(undone, edit, 'before') : undone), list);
}
