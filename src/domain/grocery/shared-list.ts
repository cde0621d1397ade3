import { z } from 'zod';
import { fullMatch } from '../shared/full-match';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { optionalTimestampSchema, timestampSchema } from '../shared/timestamp';
import type { AggregatedItem } from './grocery-line';
import { GROCERY_LIST_NAME_MAX_LENGTH, type GroceryList } from './grocery-list';
import { hasLiveShareToken, SHARE_TOKEN_PATTERN, type ShareFields } from './share-fields';
import {
  isSharedLineKey,
  printableSharedLine,
  printableText,
  SHARED_LIST_MAX_LINES,
  sharedLineColumns,
  sharedLineColumnsSchema,
  type SharedLine,
  type SharedLineColumns,
} from './shared-line-columns';

export { SHARED_LINE_MAX_RECIPE_NAMES, SHARED_LIST_MAX_LINES, type SharedLine } from './shared-line-columns';

/**
 * sharedGroceryLists/{token} (DESIGN.md §3, "Share links"): what the shared page shows of a
 * list, and nothing else of the household (no id: the list it belongs to is known from
 * sharedGroceryListOwners/{token}, which no visitor reads), in a document whose id is the share
 * token, read by a get, never a query. Fields other views once held (the household's and list's
 * ids, a legacy mark) are not read.
 */
export const sharedGroceryListSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().max(GROCERY_LIST_NAME_MAX_LENGTH),
    status: lifecycleStatusSchema,
    expiresAt: timestampSchema,
    lines: sharedLineColumnsSchema,
    updatedAt: optionalTimestampSchema,
  })
  .transform(({ id, ...fields }) => ({ token: id, ...fields }));

export type SharedGroceryList = z.infer<typeof sharedGroceryListSchema>;

/** What the household's writers publish (updatedAt aside, which the write stamps), lines by key. */
export type SharedListSnapshot = Pick<SharedGroceryList, 'name' | 'status' | 'expiresAt' | 'lines'>;

/** The document a publish writes (updatedAt aside): the snapshot with its lines as columns. */
export interface SharedViewDocument extends Omit<SharedListSnapshot, 'lines'> {
  lines: SharedLineColumns;
}

export function sharedViewDocument({ lines, ...fields }: SharedListSnapshot): SharedViewDocument {
  return { ...fields, lines: sharedLineColumns(lines) };
}

/** As the list shows it: at most two decimals (spec B §5). */
function displayedQuantity(quantity: number): number {
  return Math.round(quantity * 100) / 100;
}

/** The recipes a line comes from, each once however many meals plan it, in the order of its sources. */
function recipeNamesOf(item: Pick<AggregatedItem, 'sources'>): string[] {
  const names = new Map<string, string>();
  for (const source of item.sources) {
    if (source.type === 'mealEntry' && source.recipeId !== undefined && !names.has(source.recipeId)) names.set(source.recipeId, source.recipeName ?? '');
  }
  return [...names.values()];
}

function sharedLine(item: AggregatedItem): SharedLine {
  return printableSharedLine({
    name: item.name,
    quantity: displayedQuantity(item.quantity),
    unit: item.unit,
    category: item.category,
    recipeNames: recipeNamesOf(item),
    checked: item.checked,
  });
}

/**
 * The shared view of a list whose lines are `items` (aggregated, sorted by aisle): names,
 * quantities as shown, units, aisles, recipe names and ticks, never an id of the household, its
 * list, recipes, meals or members. Text is made printable and cut to the view's limits; a line
 * whose key the view cannot hold is left out, and past SHARED_LIST_MAX_LINES lines the last
 * aisles are, rather than the whole view refused.
 */
export function sharedListSnapshot(list: Pick<GroceryList, 'name' | 'status'>, items: readonly AggregatedItem[], expiresAt: Date): SharedListSnapshot {
  const shown = items.filter((item) => isSharedLineKey(item.key)).slice(0, SHARED_LIST_MAX_LINES);
  return {
    name: printableText(list.name, GROCERY_LIST_NAME_MAX_LENGTH),
    status: list.status,
    expiresAt,
    lines: Object.fromEntries(shown.map((item) => [item.key, sharedLine(item)])),
  };
}

function isSameLine(a: SharedLine, b: SharedLine): boolean {
  return (
    a.name === b.name &&
    a.quantity === b.quantity &&
    a.unit === b.unit &&
    a.category === b.category &&
    a.checked === b.checked &&
    a.recipeNames.length === b.recipeNames.length &&
    a.recipeNames.every((name, i) => name === b.recipeNames[i])
  );
}

/** Whether the stored view already shows `snapshot`: a client writes only when it does not. */
export function isSameSnapshot(stored: SharedListSnapshot, snapshot: SharedListSnapshot): boolean {
  const keys = Object.keys(snapshot.lines);
  return (
    stored.name === snapshot.name &&
    stored.status === snapshot.status &&
    stored.expiresAt.getTime() === snapshot.expiresAt.getTime() &&
    Object.keys(stored.lines).length === keys.length &&
    keys.every((key) => {
      const line = Object.hasOwn(stored.lines, key) ? stored.lines[key] : undefined;
      const wanted = snapshot.lines[key];
      return line !== undefined && wanted !== undefined && isSameLine(line, wanted);
    })
  );
}

const shareToken = fullMatch(SHARE_TOKEN_PATTERN);

/**
 * The list's share token when its link works and can be handed out again (spec B §4: a token
 * still unexpired is reused): live, public, and of the form the rules take (a shorter token an
 * older app wrote would never get a shared view). Null when sharing needs a new token.
 */
export function openShareToken(list: ShareFields, now: Date): string | null {
  return list.isPublic && hasLiveShareToken(list, now) && list.shareToken !== null && shareToken.test(list.shareToken) ? list.shareToken : null;
}
