import { sharedLineColumns, type SharedLine } from '../../src/domain/grocery/shared-line-columns.ts';
import { serverTimestamp } from './helpers.ts';

// A shared grocery list as the rules tests store it: the household's list (groceryListsV2) with
// its share fields, its view (sharedGroceryLists/{token}) as sharedViewDocument writes it, and
// the view's owner (sharedGroceryListOwners/{token}).

/** 22 URL-safe base64 characters: 132 random bits, as the app mints them. */
export const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
/** Far ahead of any test run: a live link as stored (no client may write one that far). */
export const LIVE_UNTIL = new Date('2100-01-01T00:00:00Z');
/** Long gone: an expired link. */
export const EXPIRED_AT = new Date('2020-01-01T00:00:00Z');

const DAY_MS = 24 * 3600 * 1000;

/** What the app writes when sharing now: 30 days of 24 hours from the device's clock. */
export const inThirtyDays = () => new Date(Date.now() + 30 * DAY_MS);

/** A link as long as nobody may make one: ten years. */
export const inTenYears = () => new Date(Date.now() + 3650 * DAY_MS);

const at = new Date('2025-01-06T09:00:00Z');

/** A line of the view; changes replace its fields. */
export function sharedLine(name: string, changes: Partial<SharedLine> = {}): SharedLine {
  return { name, quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: ['Gratin', 'Crêpes'], checked: false, ...changes };
}

/** Two lines: milk ticked on the list already, salt not. */
export const storedLines: Record<string, SharedLine> = {
  'std:milk:volume': sharedLine('Lait', { checked: true }),
  'name:sel.fin/gros:none': sharedLine('Sel', { quantity: 1, unit: null, category: 'condiments', recipeNames: ['Gratin'] }),
};

/** Lines as the view stores them: one list per field. */
export const columns = (lines: Record<string, SharedLine> = storedLines) => sharedLineColumns(lines);

/** The household's list, shared with `token` until `expiry`. */
export function sharedGroceryList(householdId: string, token: string, expiry: Date, changes: Record<string, unknown> = {}) {
  return {
    organizationId: householdId,
    name: 'Liste de courses du 6 janvier',
    status: 'active',
    mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } },
    checkedItems: { 'std:milk:volume': true },
    customItems: {},
    shareToken: token,
    shareExpiry: expiry,
    isPublic: true,
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}

/** The view as stored; changes replace its fields. */
export function storedView(expiresAt: Date, changes: Record<string, unknown> = {}) {
  return { name: 'Liste de courses du 6 janvier', status: 'active', expiresAt, lines: columns(), updatedAt: at, ...changes };
}

/** A view as an older app wrote it: the household's ids beside its lines, kept by key. */
export function viewWithIds(listId: string, householdId: string, expiresAt: Date) {
  return { listId, organizationId: householdId, name: 'Liste de courses du 6 janvier', status: 'active', expiresAt, lines: storedLines, updatedAt: at };
}

/** Which list of which household a view shows. */
export function storedOwner(listId: string, householdId: string, changes: Record<string, unknown> = {}) {
  return { organizationId: householdId, listId, ...changes };
}

/** The view as a writer publishes it (updatedAt = serverTimestamp()); undefined leaves a field out. */
export function publishedView(expiresAt: Date, changes: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...storedView(expiresAt), updatedAt: serverTimestamp(), ...changes };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}
