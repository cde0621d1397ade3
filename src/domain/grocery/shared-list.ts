import { z } from 'zod';
import { unitSchema } from '../recipes/units';
import { fullMatch } from '../shared/full-match';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { optionalTimestampSchema, timestampSchema } from '../shared/timestamp';
import { storedGroceryCategorySchema } from './categories';
import type { AggregatedItem } from './grocery-line';
import { GROCERY_LIST_NAME_MAX_LENGTH, type GroceryList } from './grocery-list-v2';
import { hasLiveShareToken, SHARE_TOKEN_PATTERN, type ShareFields } from './share-fields';

/** Lines one shared view holds: far more than a fortnight of meals needs, and well inside a document's 1 MiB. */
export const SHARED_LIST_MAX_LINES = 500;
/** Recipe names one shared line keeps (the page shows two and counts the others). */
export const SHARED_LINE_MAX_RECIPE_NAMES = 20;

/**
 * One line of the shared page, stored at lines.{lineKey} (the aggregated line's key, which a
 * tick also uses on the household's list). A unitless line has a null unit.
 */
const sharedLineSchema = z.object({
  name: z.string(),
  quantity: z.number().nonnegative(),
  unit: unitSchema.nullish().transform((unit) => unit ?? null),
  category: storedGroceryCategorySchema,
  recipeNames: z
    .array(z.string())
    .default([])
    .transform((names) => names.slice(0, SHARED_LINE_MAX_RECIPE_NAMES)),
  checked: z.boolean().default(false),
});

export type SharedLine = z.infer<typeof sharedLineSchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * lines: {lineKey: line}. The rules count the lines but cannot check each one within their
 * budget of expressions (firestore.rules, isSharedListPublish), so each is read on its own and a
 * malformed one is left out rather than hiding the list; over the limit, the view is refused.
 */
const sharedLinesSchema = z.unknown().transform((value, ctx): Record<string, SharedLine> => {
  if (!isRecord(value) || Object.keys(value).length > SHARED_LIST_MAX_LINES) {
    ctx.issues.push({ code: 'custom', message: `Lines are not a map of at most ${SHARED_LIST_MAX_LINES}`, input: value });
    return z.NEVER;
  }
  // Built as entries, so a stored key such as __proto__ stays an ordinary key.
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, stored]) => {
      const line = sharedLineSchema.safeParse(stored);
      return line.success ? [[key, line.data] as const] : [];
    }),
  );
});

/**
 * sharedGroceryLists/{token} (DESIGN.md §3, "Share links"): what the shared page shows of a
 * list, and nothing else of the household, in a document whose id is the share token, read by a
 * get, never a query. `legacy` marks a view copied from a legacy groceryLists list: its ticks
 * stay on the view, as the household no longer shows those lists.
 */
export const sharedGroceryListSchema = z
  .object({
    id: z.string().min(1),
    listId: z.string().min(1),
    organizationId: z.string().min(1),
    name: z.string().max(GROCERY_LIST_NAME_MAX_LENGTH),
    status: lifecycleStatusSchema,
    expiresAt: timestampSchema,
    lines: sharedLinesSchema,
    legacy: z.boolean().default(false),
    updatedAt: optionalTimestampSchema,
  })
  .transform(({ id, ...fields }) => ({ token: id, ...fields }));

export type SharedGroceryList = z.infer<typeof sharedGroceryListSchema>;

/** What the household's writers publish (updatedAt aside, which the write stamps). */
export type SharedListSnapshot = Pick<SharedGroceryList, 'listId' | 'organizationId' | 'name' | 'status' | 'expiresAt' | 'lines'>;

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
  return [...names.values()].slice(0, SHARED_LINE_MAX_RECIPE_NAMES);
}

function sharedLine(item: AggregatedItem): SharedLine {
  return {
    name: item.name,
    quantity: displayedQuantity(item.quantity),
    unit: item.unit,
    category: item.category,
    recipeNames: recipeNamesOf(item),
    checked: item.checked,
  };
}

/**
 * The shared view of a list whose lines are `items` (aggregated, sorted by aisle): names,
 * quantities as shown, units, aisles, recipe names and ticks, never an id of the household's
 * recipes, meals or members. Past SHARED_LIST_MAX_LINES lines, the last aisles are left out
 * rather than the whole view refused.
 */
export function sharedListSnapshot(
  list: Pick<GroceryList, 'id' | 'organizationId' | 'name' | 'status'>,
  items: readonly AggregatedItem[],
  expiresAt: Date,
): SharedListSnapshot {
  return {
    listId: list.id,
    organizationId: list.organizationId,
    name: list.name,
    status: list.status,
    expiresAt,
    lines: Object.fromEntries(items.slice(0, SHARED_LIST_MAX_LINES).map((item) => [item.key, sharedLine(item)])),
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
    stored.listId === snapshot.listId &&
    stored.organizationId === snapshot.organizationId &&
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
