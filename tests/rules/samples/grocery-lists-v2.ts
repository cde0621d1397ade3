import { MAX_PORTIONS } from '../../../src/domain/planner/meal-entry.ts';
import {
  GROCERY_ITEM_NAME_MAX_LENGTH,
  GROCERY_LIST_MAX_CUSTOM_ITEMS,
  GROCERY_LIST_MAX_MEAL_ENTRY_REFS,
  GROCERY_LIST_NAME_MAX_LENGTH,
  groceryListSchema,
} from '../../../src/domain/grocery/grocery-list.ts';
import { SHOPPER_TICK_MAX_AMOUNT } from '../../../src/domain/grocery/shopper-tick.ts';
import { HOME, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// groceryListsV2/{id}: created when a meal is added and the household has no active list (with
// that meal), then edited entry by entry by field path: meals (mealEntryRefs.{mealEntryId}),
// ticks (checkedItems.{lineKey}) and items typed by hand (customItems.{id}).

const ID = 'l1';
const WRITER = 'pia';
const storedAt = new Date('2025-01-06T09:00:00Z');
/** 22 URL-safe base64 characters: 132 random bits. */
const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';

function item(changes: Sample = {}): Sample {
  return { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: storedAt, ...changes };
}

/** What adding a meal writes when the household has no active list. */
const list: Sample = {
  organizationId: HOME,
  name: 'Liste de courses du 11 mars',
  status: 'active',
  mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } },
  checkedItems: {},
  customItems: {},
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
};

const listWith = (changes: Sample) => withFields(list, changes);
const withRef = (ref: Sample) => listWith({ mealEntryRefs: { e1: ref } });
const withItem = (changes: Sample) => listWith({ customItems: { c1: item(changes) } });
const entries = <T>(count: number, entry: (index: number) => T) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, entry(i)]));

export const groceryListV2Shapes: ShapeTable = {
  collection: 'groceryListsV2',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'member' }) },
  write: (db, doc) => db.doc(`groceryListsV2/${ID}`).set(toWrite(doc)),
  rewrite: {
    // The same list, stored empty: rewriting it keeps its creation date.
    seed: { [`groceryListsV2/${ID}`]: toStored(withFields(list, { createdAt: storedAt, updatedAt: storedAt, mealEntryRefs: {} })) },
    write: (db, doc) => db.doc(`groceryListsV2/${ID}`).set(toWrite(doc.createdAt === SERVER_TIME ? withFields(doc, { createdAt: storedAt }) : doc)),
  },
  reads: (doc) => groceryListSchema.safeParse({ ...toStored(doc), id: ID }).success,

  valid: [
    { why: 'the list adding a meal opens', doc: list },
    { why: 'a list without its maps', doc: listWith({ mealEntryRefs: undefined, checkedItems: undefined, customItems: undefined }) },
    { why: 'an empty name', doc: listWith({ name: '' }) },
    { why: `a name of ${GROCERY_LIST_NAME_MAX_LENGTH} characters, emoji counted once`, doc: listWith({ name: '🥕'.repeat(GROCERY_LIST_NAME_MAX_LENGTH) }) },
    { why: 'three meals', doc: listWith({ mealEntryRefs: entries(3, (i) => ({ recipeId: `r${i}`, portions: i + 1 })) }) },
    { why: `a meal of ${MAX_PORTIONS} portions`, doc: withRef({ recipeId: 'r1', portions: MAX_PORTIONS }) },
    { why: 'three ticks with free-text keys', doc: listWith({ checkedItems: { 'std:flour:mass': true, 'name:œufs:count': true, 'entry:e1:i3': true } }) },
    {
      why: 'ticks that remember what was bought, beside an older one',
      doc: listWith({ checkedItems: { 'food:lait': { covered: { volume: 500 } }, 'food:ail': { covered: { count: 10, mass: 0 } }, 'std:flour:mass': true } }),
    },
    { why: `a tick covering ${SHOPPER_TICK_MAX_AMOUNT} and a fraction`, doc: listWith({ checkedItems: { 'food:farine': { covered: { mass: SHOPPER_TICK_MAX_AMOUNT, none: 0.5 } } } }) },
    { why: 'a custom item', doc: listWith({ customItems: { c1: item() } }) },
    { why: 'a custom item added with serverTimestamp()', doc: withItem({ createdAt: SERVER_TIME }) },
    {
      why: 'three custom items, ticked or not, from the catalogue or not',
      doc: listWith({
        customItems: {
          c1: item({ standardIngredientId: 'milk', unit: 'liter', category: 'dairy', quantity: 1.5 }),
          c2: item({ standardIngredientId: null, checked: true }),
          c3: item({ name: 'Glace', quantity: 0, unit: 'cup', category: 'frozen' }),
        },
      }),
    },
    { why: `an item name of ${GROCERY_ITEM_NAME_MAX_LENGTH} characters`, doc: withItem({ name: 'é'.repeat(GROCERY_ITEM_NAME_MAX_LENGTH) }) },
    { why: 'a shared list', doc: listWith({ shareToken: TOKEN, shareExpiry: new Date('2025-04-10T09:00:00Z'), isPublic: true }) },
    { why: 'a 64-character share token', doc: listWith({ shareToken: 'A-_z'.repeat(16), isPublic: false }) },
    { why: 'share fields cleared', doc: listWith({ shareToken: null, shareExpiry: null, isPublic: false }) },
  ],

  invalid: [
    { why: 'no household', doc: listWith({ organizationId: undefined }) },
    { why: 'an empty household', doc: listWith({ organizationId: '' }) },
    { why: 'no name', doc: listWith({ name: undefined }) },
    { why: 'a name that is a number', doc: listWith({ name: 42 }) },
    { why: `a name of ${GROCERY_LIST_NAME_MAX_LENGTH + 1} characters`, doc: listWith({ name: 'l'.repeat(GROCERY_LIST_NAME_MAX_LENGTH + 1) }) },
    { why: 'a name with a line break (CR/LF)', doc: listWith({ name: 'Liste\r\nEND:VCALENDAR' }) },
    { why: 'a name with a tab', doc: listWith({ name: 'Liste\tdu 11 mars' }) },
    { why: 'no status', doc: listWith({ status: undefined }) },
    { why: 'a status outside the enumeration', doc: listWith({ status: 'draft' }) },
    { why: 'meals that are neither a map nor a list', doc: listWith({ mealEntryRefs: 'e1' }) },
    { why: 'ticks that are a number', doc: listWith({ checkedItems: 3 }) },
    { why: 'custom items that are text', doc: listWith({ customItems: 'Éponges' }) },
    { why: 'isPublic as text', doc: listWith({ isPublic: 'oui' }) },
    { why: 'a share token that is a number', doc: listWith({ shareToken: 42 }) },
    { why: 'a share expiry that is no date', doc: listWith({ shareExpiry: 'demain' }) },
    { why: 'a creation date that is no date', doc: listWith({ createdAt: 'hier' }) },
    {
      why: `more than ${GROCERY_LIST_MAX_MEAL_ENTRY_REFS} meals`,
      doc: listWith({ mealEntryRefs: entries(GROCERY_LIST_MAX_MEAL_ENTRY_REFS + 1, (i) => ({ recipeId: `r${i}`, portions: 2 })) }),
    },
    { why: `more than ${GROCERY_LIST_MAX_CUSTOM_ITEMS} custom items`, doc: listWith({ customItems: entries(GROCERY_LIST_MAX_CUSTOM_ITEMS + 1, () => item()) }) },
  ],

  // The schema reads the older arrays, and leaves out a malformed entry rather than failing the
  // list (one bad entry must not hide the rest); the rules refuse what no client writes.
  stricter: [
    { why: 'a field no list has', doc: listWith({ note: 'à tester' }) },
    { why: 'an id field', doc: listWith({ id: ID }) },
    { why: 'a list created archived', doc: listWith({ status: 'archived' }) },
    { why: 'a creation date chosen by the client', doc: listWith({ createdAt: storedAt }) },
    { why: 'no creation date', doc: listWith({ createdAt: undefined }) },
    { why: 'the older array of meals', doc: listWith({ mealEntryRefs: [{ mealEntryId: 'e1', recipeId: 'r1', portions: 4 }] }) },
    { why: 'the older array of ticks', doc: listWith({ checkedItems: [{ standardIngredientId: 'milk', unit: 'liter' }, { mealEntryId: 'e1', ingredientId: 'i3' }] }) },
    { why: 'the older array of custom items', doc: listWith({ customItems: [{ id: 'c1', ...item() }] }) },
    { why: 'maps written as null', doc: listWith({ checkedItems: null, customItems: null }) },
    { why: 'four meals at creation', doc: listWith({ mealEntryRefs: entries(4, (i) => ({ recipeId: `r${i}`, portions: 2 })) }) },
    { why: 'four custom items at creation', doc: listWith({ customItems: entries(4, () => item()) }) },
    { why: 'four ticks at creation', doc: listWith({ checkedItems: entries(4, () => true) }) },
    { why: 'a meal of 0 portions', doc: withRef({ recipeId: 'r1', portions: 0 }) },
    { why: `a meal of ${MAX_PORTIONS + 1} portions`, doc: withRef({ recipeId: 'r1', portions: MAX_PORTIONS + 1 }) },
    { why: 'a meal of 2.5 portions', doc: withRef({ recipeId: 'r1', portions: 2.5 }) },
    { why: 'a meal without a recipe', doc: withRef({ portions: 4 }) },
    { why: 'a meal with an empty recipe id', doc: withRef({ recipeId: '', portions: 4 }) },
    { why: 'a meal whose recipe id holds a line break', doc: withRef({ recipeId: 'r1\r\nX', portions: 4 }) },
    { why: 'a meal whose recipe id is 65 characters long', doc: withRef({ recipeId: 'r'.repeat(65), portions: 4 }) },
    { why: 'an item whose catalogue id holds a dot', doc: withItem({ standardIngredientId: 'milk.2' }) },
    { why: 'an item whose catalogue id is 10,000 characters long', doc: withItem({ standardIngredientId: 'm'.repeat(10_000) }) },
    { why: 'a meal with a field no meal reference has', doc: withRef({ recipeId: 'r1', portions: 4, recipeName: 'Gratin' }) },
    { why: 'a tick that is false', doc: listWith({ checkedItems: { 'std:milk:volume': false } }) },
    { why: 'a tick that is a map of something else', doc: listWith({ checkedItems: { 'std:milk:volume': { checked: true } } }) },
    { why: 'a tick covering a negative amount', doc: listWith({ checkedItems: { 'food:lait': { covered: { volume: -1 } } } }) },
    { why: `a tick covering more than ${SHOPPER_TICK_MAX_AMOUNT}`, doc: listWith({ checkedItems: { 'food:lait': { covered: { volume: SHOPPER_TICK_MAX_AMOUNT + 1 } } } }) },
    { why: 'a tick covering an amount in text', doc: listWith({ checkedItems: { 'food:lait': { covered: { volume: '50 cl' } } } }) },
    { why: 'a tick covering an unknown dimension', doc: listWith({ checkedItems: { 'food:lait': { covered: { bottles: 2 } } } }) },
    { why: 'a tick with a field beside what it covered', doc: listWith({ checkedItems: { 'food:lait': { covered: { volume: 50 }, by: 'pia' } } }) },
    { why: 'a tick whose covered amounts are a list', doc: listWith({ checkedItems: { 'food:lait': { covered: [50] } } }) },
    { why: 'an item with a blank name', doc: withItem({ name: ' \u00A0' }) },
    { why: `an item name of ${GROCERY_ITEM_NAME_MAX_LENGTH + 1} characters`, doc: withItem({ name: 'é'.repeat(GROCERY_ITEM_NAME_MAX_LENGTH + 1) }) },
    { why: 'an item name with a line break (CR/LF)', doc: withItem({ name: 'Épon\r\nges' }) },
    { why: 'an item name with a tab', doc: withItem({ name: 'Éponges\t3' }) },
    { why: 'an item quantity as text', doc: withItem({ quantity: '1,5' }) },
    { why: 'a negative item quantity', doc: withItem({ quantity: -1 }) },
    { why: "a unit's abbreviation", doc: withItem({ unit: 'g' }) },
    { why: 'a unit outside the enumeration', doc: withItem({ unit: 'oz' }) },
    { why: 'a unit that only begins like one', doc: withItem({ unit: 'grams' }) },
    { why: 'a unit in capitals', doc: withItem({ unit: 'Gram' }) },
    { why: 'an aisle that only ends like one', doc: withItem({ category: 'nondairy' }) },
    { why: 'an aisle outside the enumeration (read as other)', doc: withItem({ category: 'garden' }) },
    { why: 'an item without an aisle', doc: withItem({ category: undefined }) },
    { why: 'an item without its tick', doc: withItem({ checked: undefined }) },
    { why: 'an item ticked with text', doc: withItem({ checked: 'oui' }) },
    { why: 'an item without a creation date', doc: withItem({ createdAt: undefined }) },
    { why: 'an item with an empty catalogue id', doc: withItem({ standardIngredientId: '' }) },
    { why: 'an item with a field no item has', doc: withItem({ id: 'c1' }) },
    { why: 'a share token of 21 characters', doc: listWith({ shareToken: TOKEN.slice(0, 21) }) },
    { why: 'a share token of 65 characters', doc: listWith({ shareToken: 'a'.repeat(65) }) },
    { why: 'a share token in standard base64', doc: listWith({ shareToken: 'Zm9vYmFyYmF6cXV4+/F1dXg=' }) },
    { why: 'an empty share token (read as none)', doc: listWith({ shareToken: '' }) },
    { why: 'a share expiry as an ISO string', doc: listWith({ shareExpiry: '2025-04-10T09:00:00Z' }) },
    { why: 'a share link of ten years', doc: listWith({ shareToken: TOKEN, shareExpiry: new Date(Date.now() + 3650 * 24 * 3600 * 1000), isPublic: true }) },
    // Older lists hold the proof older pages left with a visitor's tick; the app ignores it.
    { why: "the proof an older page's tick left", doc: listWith({ tickedWithToken: TOKEN }) },
  ],
};
