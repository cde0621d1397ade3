import { z } from 'zod';
import { portionsSchema } from '../planner/meal-entry';
import { unitSchema } from '../recipes/units';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { singleLineText } from '../shared/single-line';
import { optionalTimestampSchema } from '../shared/timestamp';
import { customGroceryItemSchema } from './custom-grocery-item';
import { entryTickKey, standardTickKey } from './line-key';
import { shareFieldsSchema } from './share-fields';
import { shopperTickSchema, type StoredShopperTick } from './shopper-tick';

/** A planned meal whose ingredients the list includes, at these portions. */
export const mealEntryRefSchema = z.object({
  mealEntryId: z.string().min(1),
  recipeId: z.string().min(1),
  portions: portionsSchema,
});

/** A ticked aggregated item, identified by what it merges on (spec B §5). */
export const ingredientCheckSchema = z.object({
  standardIngredientId: z.string().min(1),
  unit: unitSchema,
});

/** How older lists recorded a tick: one ingredient line of one meal. */
export const legacyIngredientCheckSchema = z.object({
  mealEntryId: z.string().min(1),
  ingredientId: z.string().min(1),
});

export const checkedItemSchema = z.union([ingredientCheckSchema, legacyIngredientCheckSchema]);

/** Longest list name ('Liste de courses du {date}' by default). */
export const GROCERY_LIST_NAME_MAX_LENGTH = 100;
/** Longest name of an item typed by hand. */
export const GROCERY_ITEM_NAME_MAX_LENGTH = 100;
/** Items typed by hand one list may hold. */
export const GROCERY_LIST_MAX_CUSTOM_ITEMS = 200;
/** Planned meals one list may include (two weeks of five meals a day is 70). */
export const GROCERY_LIST_MAX_MEAL_ENTRY_REFS = 200;
/** Ticks one list may hold: one per line, plus what older lists recorded per meal and ingredient. */
export const GROCERY_LIST_MAX_CHECKED_ITEMS = 1000;

/** A planned meal the list includes, stored at mealEntryRefs.{mealEntryId}. */
export const mealEntryRefFieldsSchema = mealEntryRefSchema.omit({ mealEntryId: true });

/** An item typed by hand, stored at customItems.{id} (its id is the key). */
export const customItemFieldsSchema = customGroceryItemSchema
  .omit({ id: true })
  .extend({ name: z.string().trim().min(1).max(GROCERY_ITEM_NAME_MAX_LENGTH).regex(singleLineText) });

const arrayCustomItemSchema = customItemFieldsSchema.extend({ id: z.string().min(1) });

export type MealEntryRefFields = z.infer<typeof mealEntryRefFieldsSchema>;
/** A custom item as read: its fields plus the id it is stored under. */
export type GroceryCustomItem = z.infer<typeof arrayCustomItemSchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A collection members edit item by item, stored as a map keyed by id and written by field
 * path (DESIGN.md §3), read from that map or from the array older lists stored.
 *
 * Entries are read one by one and a malformed one is left out rather than failing the list,
 * as recipes do with their ingredient lines: field-path writes are checked entry by entry, and
 * one bad entry must not hide everything else the household planned. Over the limit, the
 * whole list is refused, as the cookbook does with its tags.
 */
function keyedCollectionSchema<T>(
  what: string,
  max: number,
  fromElement: (element: unknown) => readonly [string, T] | null,
  fromEntry: (key: string, value: unknown) => T | null,
) {
  return z.unknown().optional().transform((value, ctx): Record<string, T> => {
    // Built as a Map, so a stored key such as __proto__ stays an ordinary key.
    const entries = new Map<string, T>();
    if (Array.isArray(value)) {
      for (const element of value) {
        const entry = fromElement(element);
        if (entry) entries.set(entry[0], entry[1]);
      }
    } else if (isRecord(value)) {
      for (const [key, stored] of Object.entries(value)) {
        const entry = fromEntry(key, stored);
        if (entry !== null) entries.set(key, entry);
      }
    } else if (value !== undefined && value !== null) {
      ctx.issues.push({ code: 'custom', message: `${what} is neither a map nor a list`, input: value });
      return z.NEVER;
    }
    if (entries.size > max) {
      ctx.issues.push({ code: 'custom', message: `At most ${max} ${what}`, input: value });
      return z.NEVER;
    }
    return Object.fromEntries(entries);
  });
}

/** mealEntryRefs: {mealEntryId: {recipeId, portions}}; older lists: [{mealEntryId, recipeId, portions}]. */
export const mealEntryRefsSchema = keyedCollectionSchema<MealEntryRefFields>(
  'meal entry references',
  GROCERY_LIST_MAX_MEAL_ENTRY_REFS,
  (element) => {
    const ref = mealEntryRefSchema.safeParse(element);
    return ref.success ? [ref.data.mealEntryId, { recipeId: ref.data.recipeId, portions: ref.data.portions }] : null;
  },
  (_mealEntryId, stored) => {
    const ref = mealEntryRefFieldsSchema.safeParse(stored);
    return ref.success ? ref.data : null;
  },
);

/** customItems: {id: fields}; older lists: [{id, …fields}]. */
export const customItemsSchema = keyedCollectionSchema<GroceryCustomItem>(
  'custom items',
  GROCERY_LIST_MAX_CUSTOM_ITEMS,
  (element) => {
    const item = arrayCustomItemSchema.safeParse(element);
    return item.success ? [item.data.id, item.data] : null;
  },
  (id, stored) => {
    const item = customItemFieldsSchema.safeParse(stored);
    return item.success ? { ...item.data, id } : null;
  },
);

/**
 * checkedItems: {shopperLineKey: {covered}} for a tick that remembers what was bought
 * (shopper-tick.ts), {lineKey: true} as ticks were stored before. Older lists stored
 * [{standardIngredientId, unit}], read as that ingredient's line key in the unit's dimension,
 * and [{mealEntryId, ingredientId}], read as an entry:… key that ticks the line that ingredient
 * of that meal lands in. An untick deletes the key; a false value is read as no tick.
 */
export const checkedItemsSchema = keyedCollectionSchema<StoredShopperTick>(
  'ticks',
  GROCERY_LIST_MAX_CHECKED_ITEMS,
  (element) => {
    const check = ingredientCheckSchema.safeParse(element);
    if (check.success) return [standardTickKey(check.data.standardIngredientId, check.data.unit), true];
    const legacy = legacyIngredientCheckSchema.safeParse(element);
    return legacy.success ? [entryTickKey(legacy.data.mealEntryId, legacy.data.ingredientId), true] : null;
  },
  (_key, stored) => {
    if (stored === true) return true;
    const tick = shopperTickSchema.safeParse(stored);
    return tick.success ? tick.data : null;
  },
);

/**
 * groceryListsV2/{id} (spec B §3), with what members edit at once (meals, ticks, custom
 * items) as maps keyed by id (DESIGN.md §3). Supersedes the array reading of
 * groceryListV2Schema, whose older forms it still accepts.
 */
export const groceryListSchema = z.object({
  id: z.string().min(1),
  name: z.string().max(GROCERY_LIST_NAME_MAX_LENGTH).regex(singleLineText),
  organizationId: z.string().min(1),
  status: lifecycleStatusSchema,
  mealEntryRefs: mealEntryRefsSchema,
  checkedItems: checkedItemsSchema,
  customItems: customItemsSchema,
  ...shareFieldsSchema.shape,
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type MealEntryRefs = z.infer<typeof mealEntryRefsSchema>;
export type CheckedItems = z.infer<typeof checkedItemsSchema>;
export type CustomItems = z.infer<typeof customItemsSchema>;
export type GroceryList = z.infer<typeof groceryListSchema>;
