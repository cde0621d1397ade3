import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from './aggregate-grocery-list';
import type { AggregatableRecipe, AggregatedItem } from './grocery-line';
import { groceryListSchema } from './grocery-list';
import { RECIPE_NAME_MAX_LENGTH } from '../recipes/recipe-limits';
import { SHARED_LINE_KEY_MAX_LENGTH, SHARED_LINE_NAME_MAX_LENGTH } from './shared-line-columns';
import {
  isSameSnapshot,
  openShareToken,
  SHARED_LINE_MAX_RECIPE_NAMES,
  SHARED_LIST_MAX_LINES,
  sharedGroceryListSchema,
  sharedListSnapshot,
  sharedViewDocument,
  type SharedListSnapshot,
} from './shared-list';

const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
const expiresAt = new Date('2026-04-10T09:00:00Z');

const gratin: AggregatableRecipe = {
  id: 'recipe-gratin',
  name: 'Gratin',
  servings: 3,
  ingredients: [
    { id: 'i1', name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', standardIngredientId: 'milk' },
    { id: 'i2', name: 'Sel', quantity: 1, category: 'condiments' },
  ],
};
const crepes: AggregatableRecipe = {
  id: 'recipe-crepes',
  name: 'Crêpes',
  servings: 4,
  ingredients: [{ id: 'i1', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy', standardIngredientId: 'milk' }],
};

const list = groceryListSchema.parse({
  id: 'list-home',
  name: 'Liste de courses du 11 mars',
  organizationId: 'org-home',
  status: 'active',
  mealEntryRefs: { 'meal-1': { recipeId: gratin.id, portions: 2 }, 'meal-2': { recipeId: gratin.id, portions: 1 }, 'meal-3': { recipeId: crepes.id, portions: 4 } },
  checkedItems: { 'std:milk:volume': true },
  customItems: { 'custom-1': { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: 1_710_000_000 } },
});
const items = aggregateGroceryList(list, new Map([gratin, crepes].map((recipe) => [recipe.id, recipe])));
const snapshot = sharedListSnapshot(list, items, expiresAt);

/** The snapshot as written, then read back from sharedGroceryLists/{TOKEN}. */
const stored = (written: SharedListSnapshot, changes: Record<string, unknown> = {}) => sharedGroceryListSchema.parse({ ...sharedViewDocument(written), id: TOKEN, updatedAt: expiresAt, ...changes });

function line(changes: Partial<AggregatedItem> = {}): AggregatedItem {
  return { key: 'name:riz:mass', name: 'Riz', quantity: 100, unit: 'gram', dimension: 'mass', standardIngredientId: null, category: 'savoryGrocery', sources: [], checked: false, editable: false, ...changes };
}

describe('sharedListSnapshot', () => {
  it('shows each line by its key: name, quantity as displayed, unit, aisle, recipes and tick', () => {
    expect(snapshot).toEqual({
      name: 'Liste de courses du 11 mars',
      status: 'active',
      expiresAt,
      lines: {
        // 1 l × 3/3 + 50 cl: ticked, from two recipes, Gratin once although planned twice.
        'std:milk:volume': { name: 'Lait', quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: ['Gratin', 'Crêpes'], checked: true },
        // 1 × 3/3, no unit.
        'name:sel:none': { name: 'Sel', quantity: 1, unit: null, category: 'condiments', recipeNames: ['Gratin'], checked: false },
        'name:éponges:count': { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', recipeNames: [], checked: false },
      },
    });
  });

  it('holds no id of the household: no household, list, recipe, meal or custom item ids', () => {
    const written = JSON.stringify(sharedViewDocument(snapshot));
    for (const id of ['org-home', 'list-home', gratin.id, crepes.id, 'meal-1', 'meal-2', 'meal-3', 'custom-1']) expect(written).not.toContain(id);
  });

  it('writes printable text cut to the limits the rules hold, and leaves out a line whose key is too long', () => {
    const long = line({ key: `name:${'k'.repeat(SHARED_LINE_KEY_MAX_LENGTH)}:mass` });
    const sources = [
      { type: 'mealEntry' as const, id: 'm1', recipeId: 'r1', recipeName: `Gratin\r\nEND:VEVENT${'é'.repeat(RECIPE_NAME_MAX_LENGTH)}`, quantity: 1, unit: null },
      { type: 'mealEntry' as const, id: 'm2', recipeId: 'r2', recipeName: '', quantity: 1, unit: null },
    ];
    const messy = line({ name: `Riz\tbasmati ${'🍚'.repeat(SHARED_LINE_NAME_MAX_LENGTH)}`, sources, quantity: -0.001 });
    const written = sharedListSnapshot({ name: 'Courses\u0007', status: 'active' }, [long, messy], expiresAt);
    expect(Object.keys(written.lines)).toEqual(['name:riz:mass']);
    const riz = written.lines['name:riz:mass'];
    expect([...(riz?.name ?? '')]).toHaveLength(SHARED_LINE_NAME_MAX_LENGTH);
    expect(riz?.name.startsWith('Riz basmati 🍚')).toBe(true);
    expect(riz?.recipeNames).toHaveLength(1);
    expect(riz?.recipeNames[0]?.startsWith('Gratin  END:VEVENTé')).toBe(true);
    expect([...(riz?.recipeNames[0] ?? '')]).toHaveLength(RECIPE_NAME_MAX_LENGTH);
    expect(Object.is(riz?.quantity, 0)).toBe(true);
    expect(written.name).toBe('Courses ');
    expect(stored(written).lines).toEqual(written.lines);
  });

  it('rounds quantities to two decimals, as the list shows them', () => {
    const lines = sharedListSnapshot(list, [line({ quantity: 1 / 3 }), line({ key: 'name:b:mass', quantity: 2.005001 })], expiresAt).lines;
    expect(lines['name:riz:mass']?.quantity).toBe(0.33);
    expect(lines['name:b:mass']?.quantity).toBe(2.01);
  });

  it(`keeps ${SHARED_LINE_MAX_RECIPE_NAMES} recipe names per line and ${SHARED_LIST_MAX_LINES} lines`, () => {
    const sources = Array.from({ length: 25 }, (_, i) => ({ type: 'mealEntry' as const, id: `m${i}`, recipeId: `r${i}`, recipeName: `Recette ${i}`, quantity: 1, unit: null }));
    const many = Array.from({ length: SHARED_LIST_MAX_LINES + 5 }, (_, i) => line({ key: `name:article ${i}:mass`, sources }));
    const lines = sharedListSnapshot(list, many, expiresAt).lines;
    expect(Object.keys(lines)).toHaveLength(SHARED_LIST_MAX_LINES);
    expect(lines['name:article 0:mass']?.recipeNames).toEqual(sources.slice(0, SHARED_LINE_MAX_RECIPE_NAMES).map((source) => source.recipeName));
    expect(lines[`name:article ${SHARED_LIST_MAX_LINES}:mass`]).toBeUndefined();
  });
});

describe('sharedGroceryListSchema', () => {
  it('reads a written snapshot back as it was, its token from the id', () => {
    expect(stored(snapshot)).toEqual({ ...snapshot, token: TOKEN, updatedAt: expiresAt });
  });

  it("reads a view an older app wrote with the household's ids and a legacy mark, without them", () => {
    const read = stored(snapshot, { listId: 'list-home', organizationId: 'org-home', legacy: true });
    expect(read).toEqual({ ...snapshot, token: TOKEN, updatedAt: expiresAt });
  });

  it('reads timestamps of every stored shape', () => {
    expect(stored(snapshot, { expiresAt: { seconds: expiresAt.getTime() / 1000, nanoseconds: 0 } }).expiresAt).toEqual(expiresAt);
  });

  it(`refuses lines that are no columns, more than ${SHARED_LIST_MAX_LINES}, and a view without its fields`, () => {
    const parse = (changes: Record<string, unknown>) => sharedGroceryListSchema.safeParse({ ...sharedViewDocument(snapshot), id: TOKEN, ...changes }).success;
    const full = (count: number) => sharedViewDocument({ ...snapshot, lines: Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, { name: 'a', quantity: 1, unit: null, category: 'other', recipeNames: [], checked: false }])) }).lines;
    expect(parse({ lines: full(SHARED_LIST_MAX_LINES) })).toBe(true);
    expect(parse({ lines: full(SHARED_LIST_MAX_LINES + 1) })).toBe(false);
    expect(parse({ lines: ['a'] })).toBe(false);
    expect(parse({ lines: { 'std:milk:volume': { name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', recipeNames: [], checked: false } } })).toBe(false);
    expect(parse({ lines: undefined })).toBe(false);
    expect(parse({ status: 'draft' })).toBe(false);
    expect(parse({ expiresAt: undefined })).toBe(false);
    expect(parse({ name: 'n'.repeat(101) })).toBe(false);
  });
});

describe('isSameSnapshot', () => {
  it('finds the stored view current when it shows the same list', () => {
    expect(isSameSnapshot(stored(snapshot), snapshot)).toBe(true);
    // Lines in another order are the same lines.
    const reversed = { ...snapshot, lines: Object.fromEntries(Object.entries(snapshot.lines).reverse()) };
    expect(isSameSnapshot(stored(reversed), snapshot)).toBe(true);
  });

  it('finds it stale when anything it shows changed', () => {
    const milk = snapshot.lines['std:milk:volume'];
    if (!milk) throw new Error('no milk line');
    const changed = (lines: SharedListSnapshot['lines']) => ({ ...snapshot, lines });
    const { 'std:milk:volume': _removed, ...withoutMilk } = snapshot.lines;
    const stale: SharedListSnapshot[] = [
      { ...snapshot, name: 'Courses' },
      { ...snapshot, status: 'archived' },
      { ...snapshot, expiresAt: new Date(expiresAt.getTime() + 1) },
      changed(withoutMilk),
      changed({ ...snapshot.lines, 'name:riz:mass': { ...milk, name: 'Riz' } }),
      changed({ ...snapshot.lines, 'std:milk:volume': { ...milk, checked: false } }),
      changed({ ...snapshot.lines, 'std:milk:volume': { ...milk, quantity: 2 } }),
      changed({ ...snapshot.lines, 'std:milk:volume': { ...milk, unit: 'milliliter' } }),
      changed({ ...snapshot.lines, 'std:milk:volume': { ...milk, category: 'beverages' } }),
      changed({ ...snapshot.lines, 'std:milk:volume': { ...milk, recipeNames: ['Gratin'] } }),
      changed({ ...snapshot.lines, 'std:milk:volume': { ...milk, recipeNames: ['Crêpes', 'Gratin'] } }),
    ];
    for (const other of stale) {
      expect(isSameSnapshot(stored(other), snapshot)).toBe(false);
      expect(isSameSnapshot(stored(snapshot), other)).toBe(false);
    }
  });
});

describe('openShareToken', () => {
  const now = new Date('2026-03-11T09:00:00Z');
  const shared = { shareToken: TOKEN, shareExpiry: expiresAt, isPublic: true };

  it('hands out a live public token of the form the rules take again', () => {
    expect(openShareToken(shared, now)).toBe(TOKEN);
  });

  it('asks for a new one when the link expired, is private, absent, or an older short token', () => {
    expect(openShareToken(shared, expiresAt)).toBeNull();
    expect(openShareToken({ ...shared, isPublic: false }, now)).toBeNull();
    expect(openShareToken({ ...shared, shareToken: null }, now)).toBeNull();
    expect(openShareToken({ ...shared, shareExpiry: null }, now)).toBeNull();
    expect(openShareToken({ ...shared, shareToken: 'abc123' }, now)).toBeNull();
  });
});
