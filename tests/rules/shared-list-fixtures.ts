import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { serverTimestamp, type TestFirestore } from './helpers.ts';

// A shared grocery list as the rules tests store it: the household's list (groceryListsV2) with
// its share fields, and its view (sharedGroceryLists/{token}) as sharedListSnapshot writes it.

/** 22 URL-safe base64 characters: 132 random bits, as the app mints them. */
export const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
/** Far ahead of any test run: a live link. */
export const LIVE_UNTIL = new Date('2100-01-01T00:00:00Z');
/** Long gone: an expired link. */
export const EXPIRED_AT = new Date('2020-01-01T00:00:00Z');

const at = new Date('2025-01-06T09:00:00Z');

/** A line of the view; changes replace its fields. */
export function sharedLine(name: string, changes: Record<string, unknown> = {}) {
  return { name, quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: ['Gratin', 'Crêpes'], checked: false, ...changes };
}

/** Two lines: milk ticked on the list already, salt not. */
export const storedLines = {
  'std:milk:volume': sharedLine('Lait', { checked: true }),
  'name:sel.fin/gros:none': sharedLine('Sel', { quantity: 1, unit: null, category: 'condiments', recipeNames: ['Gratin'] }),
};

/** The household's list, shared with `token` until `expiry`. */
export function sharedGroceryList(organizationId: string, token: string, expiry: Date, changes: Record<string, unknown> = {}) {
  return {
    organizationId,
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

/** The view of list `listId` as stored; changes replace its fields. */
export function storedView(listId: string, organizationId: string, expiresAt: Date, changes: Record<string, unknown> = {}) {
  return { listId, organizationId, name: 'Liste de courses du 6 janvier', status: 'active', expiresAt, lines: storedLines, updatedAt: at, ...changes };
}

/** The view as a writer publishes it (updatedAt = serverTimestamp()); undefined leaves a field out. */
export function publishedView(listId: string, organizationId: string, expiresAt: Date, changes: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...storedView(listId, organizationId, expiresAt), updatedAt: serverTimestamp(), ...changes };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

const path = (...segments: string[]) => new firebase.firestore.FieldPath(...segments);

/**
 * What the shared page writes for a tick, in one batch: the view's line and the list's tick
 * signed with the token. `list` and `view` can be left out or changed to try attacks.
 */
export function visitorTick(
  db: TestFirestore,
  target: { token: string; listId: string; key: string; checked?: boolean },
  options: { view?: boolean; list?: boolean; proof?: string | null; listKeys?: string[] } = {},
) {
  const { token, listId, key, checked = true } = target;
  const batch = db.batch();
  if (options.view ?? true) batch.update(db.doc(`sharedGroceryLists/${token}`), path('lines', key, 'checked'), checked, 'updatedAt', serverTimestamp());
  if (options.list ?? true) {
    const ticks = (options.listKeys ?? [key]).flatMap((listKey) => [path('checkedItems', listKey), checked ? true : firebase.firestore.FieldValue.delete()]);
    const proof = options.proof === undefined ? token : options.proof;
    const proofFields = proof === null ? [] : [path('tickedWithToken'), proof];
    const [firstPath, firstValue, ...rest] = [...ticks, ...proofFields, path('updatedAt'), serverTimestamp()];
    batch.update(db.doc(`groceryListsV2/${listId}`), firstPath as firebase.firestore.FieldPath, firstValue, ...rest);
  }
  return batch.commit();
}
