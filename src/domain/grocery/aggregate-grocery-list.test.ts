import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from './aggregate-grocery-list';
import type { GroceryCategory } from './categories';
import { formatQuantity } from './grocery-display';
import type { AggregatableCustomItem, AggregatableLine, AggregatableRecipe, AggregatedItem, AggregationInput, IngredientCatalogue } from './grocery-line';
import type { LineUnit } from './unit-dimensions';

// Fixtures: recipes r1…, meals e1… (in id order), lines i1…, custom items c1….

function line(id: string, name: string, quantity: number, unit: LineUnit, extra: Partial<AggregatableLine> = {}): AggregatableLine {
  return { id, name, quantity, unit, category: 'other', ...extra };
}

function custom(name: string, quantity: number, unit: LineUnit, extra: Partial<AggregatableCustomItem> = {}): AggregatableCustomItem {
  return { name, quantity, unit, category: 'other', checked: false, ...extra };
}

interface Case {
  recipes?: AggregatableRecipe[];
  /** [mealEntryId, recipeId, portions] */
  meals?: [string, string, number][];
  custom?: Record<string, AggregatableCustomItem>;
  checked?: Record<string, boolean>;
  catalogue?: IngredientCatalogue;
}

function aggregate({ recipes = [], meals = [], custom: customItems = {}, checked = {}, catalogue }: Case): AggregatedItem[] {
  const input: AggregationInput = {
    mealEntryRefs: Object.fromEntries(meals.map(([id, recipeId, portions]) => [id, { recipeId, portions }])),
    customItems,
    checkedItems: checked,
  };
  return aggregateGroceryList(input, new Map(recipes.map((recipe) => [recipe.id, recipe])), catalogue);
}

/** 'Farine: 1,6 kilogram', then ✓ when ticked and ✎ when its quantity is editable. */
function shown(item: AggregatedItem): string {
  return `${item.name}: ${formatQuantity(item.quantity)} ${item.unit ?? '(none)'}${item.checked ? ' ✓' : ''}${item.editable ? ' ✎' : ''}`;
}

const crepes: AggregatableRecipe = {
  id: 'r1',
  name: 'Crêpes',
  servings: 4,
  ingredients: [line('i1', 'Farine', 250, 'gram', { standardIngredientId: 'flour' }), line('i2', 'Œufs', 4, 'piece', { standardIngredientId: 'egg' })],
};

function recipe(id: string, ingredients: AggregatableLine[], servings = 2): AggregatableRecipe {
  return { id, name: `Recette ${id}`, servings, ingredients };
}

const catalogue: IngredientCatalogue = new Map([['flour', { name: 'Farine de blé', category: 'savoryGrocery' as GroceryCategory }]]);
const nnbsp = '\u202f';

const cases: [string, Case, string[]][] = [
  ['scales by portions over servings: 2 portions of a 4-serving recipe halve it', { recipes: [crepes], meals: [['e1', 'r1', 2]] }, ['Farine: 125 gram', 'Œufs: 2 piece']],
  ['scales up too: 6 portions of 4 servings', { recipes: [crepes], meals: [['e1', 'r1', 6]] }, ['Farine: 375 gram', 'Œufs: 6 piece']],
  [
    'merges g and kg, shown in kg from 1 000 g: 600 g + 1 kg → 1,6 kg',
    { recipes: [recipe('r1', [line('i1', 'Farine', 600, 'gram')]), recipe('r2', [line('i1', 'farine', 1, 'kilogram')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Farine: 1,6 kilogram'],
  ],
  [
    'merges g and kg below 1 000 g in grams: 500 g + 0,2 kg → 700 g',
    { recipes: [recipe('r1', [line('i1', 'Farine', 500, 'gram')]), recipe('r2', [line('i1', 'Farine', 0.2, 'kilogram')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Farine: 700 gram'],
  ],
  [
    'merges cl and l: 50 cl + 1 l → 1,5 l',
    { recipes: [recipe('r1', [line('i1', 'Lait', 50, 'centiliter')]), recipe('r2', [line('i1', 'Lait', 1, 'liter')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Lait: 1,5 liter'],
  ],
  [
    'shows a mixed volume under a litre in cl: 0,2 l + 5 cl → 25 cl',
    { recipes: [recipe('r1', [line('i1', 'Lait', 0.2, 'liter')]), recipe('r2', [line('i1', 'Lait', 5, 'centiliter')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Lait: 25 centiliter'],
  ],
  [
    'merges spoons with ml, shown in ml: 2 tbsp + 100 ml → 130 ml',
    { recipes: [recipe('r1', [line('i1', 'Huile', 2, 'tablespoon')]), recipe('r2', [line('i1', 'Huile', 100, 'milliliter')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Huile: 130 milliliter'],
  ],
  [
    'keeps tablespoons when every source uses them: 2 + 1 tbsp → 3 tbsp',
    { recipes: [recipe('r1', [line('i1', 'Huile', 2, 'tablespoon')]), recipe('r2', [line('i1', 'Huile', 1, 'tablespoon')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Huile: 3 tablespoon'],
  ],
  [
    'keeps the unit every source uses, even past a threshold: 2 × 750 g → 1 500 g',
    { recipes: [recipe('r1', [line('i1', 'Farine', 750, 'gram')])], meals: [['e1', 'r1', 2], ['e2', 'r1', 2]] },
    [`Farine: 1${nnbsp}500 gram`],
  ],
  [
    'never merges a volume with a weight',
    { recipes: [recipe('r1', [line('i1', 'Crème', 20, 'centiliter')]), recipe('r2', [line('i1', 'Crème', 200, 'gram')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Crème: 200 gram', 'Crème: 20 centiliter'],
  ],
  [
    'never merges pieces with grams',
    { recipes: [recipe('r1', [line('i1', 'Oignon', 2, 'piece')]), recipe('r2', [line('i1', 'oignon', 150, 'gram')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Oignon: 2 piece', 'oignon: 150 gram'],
  ],
  [
    'merges lines without a unit with each other, not with pieces',
    {
      recipes: [recipe('r1', [line('i1', 'Sel', 1, undefined), line('i2', 'Sel', 1, 'piece')]), recipe('r2', [line('i1', 'sel', 2, ''), line('i2', 'Sel', 1, null)])],
      meals: [['e1', 'r1', 2], ['e2', 'r2', 2]],
    },
    ['Sel: 1 piece', 'Sel: 4 (none)'],
  ],
  [
    'merges names whatever their case and spaces',
    { recipes: [recipe('r1', [line('i1', 'Beurre', 50, 'gram'), line('i2', 'Beurre doux', 10, 'gram')]), recipe('r2', [line('i1', '  BEURRE ', 25, 'gram'), line('i2', 'beurre   doux', 20, 'gram')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2]] },
    ['Beurre: 75 gram', 'Beurre doux: 30 gram'],
  ],
  [
    'keeps accents apart: pâte is not pâté',
    { recipes: [recipe('r1', [line('i1', 'Pâte', 1, 'piece'), line('i2', 'Pâté', 1, 'piece')])], meals: [['e1', 'r1', 2]] },
    ['Pâte: 1 piece', 'Pâté: 1 piece'],
  ],
  [
    'merges on the catalogue ingredient before names, named after the first source',
    {
      recipes: [
        recipe('r1', [line('i1', 'Farine T55', 200, 'gram', { standardIngredientId: 'flour' }), line('i2', 'Sucre', 1, 'piece', { standardIngredientId: 'sugar' })]),
        recipe('r2', [line('i1', 'farine de blé', 300, 'gram', { standardIngredientId: 'flour' }), line('i2', 'Sucre', 1, 'piece', { standardIngredientId: 'vanillaSugar' })]),
      ],
      meals: [['e1', 'r1', 2], ['e2', 'r2', 2]],
    },
    ['Farine T55: 500 gram', 'Sucre: 1 piece', 'Sucre: 1 piece'],
  ],
  [
    'names and files a catalogue line after the catalogue when given one',
    { recipes: [recipe('r1', [line('i1', 'Farine T55', 200, 'gram', { standardIngredientId: 'flour' }), line('i2', 'Zeste', 1, 'piece')])], meals: [['e1', 'r1', 2]], catalogue },
    ['Zeste: 1 piece', 'Farine de blé: 200 gram'],
  ],
  [
    'merges custom items with recipe lines; a ticked custom item ticks the line',
    {
      recipes: [recipe('r1', [line('i1', 'Lait', 1, 'liter', { standardIngredientId: 'milk' })])],
      meals: [['e1', 'r1', 2]],
      custom: { c1: custom('Lait demi-écrémé', 50, 'centiliter', { standardIngredientId: 'milk', checked: true }), c2: custom('Éponges', 3, 'piece') },
    },
    ['Éponges: 3 piece ✎', 'Lait: 1,5 liter ✓'],
  ],
  [
    'merges custom items with each other by name; the line stays editable',
    { custom: { c1: custom('Pain', 2, 'piece', { createdAt: new Date(2026, 2, 2) }), c2: custom(' pain ', 1, 'piece', { createdAt: new Date(2026, 2, 1) }) } },
    ['pain: 3 piece ✎'],
  ],
  [
    'makes a line editable only when its first source is a custom item',
    { recipes: [recipe('r1', [line('i1', 'Pain', 1, 'piece')])], meals: [['e1', 'r1', 2]], custom: { c1: custom('Pain', 1, 'piece'), c2: custom('Pommes', 6, 'piece') } },
    ['Pain: 2 piece', 'Pommes: 6 piece ✎'],
  ],
  [
    'reads an older {mealEntryId, ingredientId} tick on the line that ingredient lands in',
    { recipes: [crepes], meals: [['e1', 'r1', 4], ['e2', 'r1', 4]], checked: { 'entry:e2:i2': true } },
    ['Farine: 500 gram', 'Œufs: 8 piece ✓'],
  ],
  [
    'reads a line key tick, not a false one',
    { recipes: [crepes], meals: [['e1', 'r1', 4]], checked: { 'std:flour:mass': true, 'std:egg:count': false, 'std:flour:volume': true } },
    ['Farine: 250 gram ✓', 'Œufs: 4 piece'],
  ],
  ['rounds what it shows to two decimals: 1/3 → 0,33', { recipes: [recipe('r1', [line('i1', 'Citron', 1, 'piece')], 3)], meals: [['e1', 'r1', 1]] }, ['Citron: 0,33 piece']],
  [
    'skips recipes without ingredients and meals whose recipe is unknown',
    { recipes: [recipe('r1', []), { id: 'r2', name: 'Vide', servings: 2 }, recipe('r3', [line('i1', 'Riz', 100, 'gram')])], meals: [['e1', 'r1', 2], ['e2', 'r2', 2], ['e3', 'r9', 2], ['e4', 'r3', 2]] },
    ['Riz: 100 gram'],
  ],
  ['leaves out lines that name nothing', { recipes: [recipe('r1', [line('i1', '  ', 1, 'piece'), line('i2', 'Riz', 1, 'piece')])], meals: [['e1', 'r1', 2]] }, ['Riz: 1 piece']],
];

describe('aggregateGroceryList', () => {
  it.each(cases)('%s', (_title, input, expected) => {
    expect(aggregate(input).map(shown)).toEqual(expected);
  });

  it('sorts lines by aisle in display order, then by name without regard to accents', () => {
    const lines = [
      line('i1', 'Surgelés', 1, 'piece', { category: 'frozen' }),
      line('i2', 'Poireau', 1, 'piece', { category: 'produce' }),
      line('i3', 'Éponge', 1, 'piece'),
      line('i4', 'Ail', 1, 'piece', { category: 'produce' }),
      line('i5', 'Fromage', 1, 'piece', { category: 'dairy' }),
      line('i6', 'Zeste', 1, 'piece'),
    ];
    const items = aggregate({ recipes: [recipe('r1', lines)], meals: [['e1', 'r1', 2]] });
    expect(items.map((item) => `${item.category} ${item.name}`)).toEqual(['other Éponge', 'other Zeste', 'produce Ail', 'produce Poireau', 'dairy Fromage', 'frozen Surgelés']);
  });

  it('keeps a tick on its line when the plan changes: more flour in kg, eggs untouched', () => {
    const before = aggregate({ recipes: [crepes], meals: [['e1', 'r1', 4]] });
    const flour = before.find((item) => item.name === 'Farine');
    const eggs = before.find((item) => item.name === 'Œufs');
    if (!flour || !eggs) throw new Error('missing lines');
    const checked = { [flour.key]: true };

    const bread = recipe('r2', [line('i1', 'Farine', 1, 'kilogram', { standardIngredientId: 'flour' }), line('i2', 'Levure', 1, 'piece')]);
    const after = aggregate({ recipes: [crepes, bread], meals: [['e1', 'r1', 4], ['e2', 'r2', 2]], checked });

    expect(after.map(shown)).toEqual(['Farine: 1,25 kilogram ✓', 'Levure: 1 piece', 'Œufs: 4 piece']);
    expect(after.find((item) => item.name === 'Farine')?.key).toBe(flour.key);
    expect(after.find((item) => item.name === 'Œufs')?.key).toBe(eggs.key);
  });

  it('lists each contribution as a source, meals first in id order, with what each adds', () => {
    const [milk] = aggregate({
      recipes: [recipe('r1', [line('i1', 'Lait', 1, 'liter', { standardIngredientId: 'milk' })])],
      meals: [['e2', 'r1', 1], ['e1', 'r1', 4]],
      custom: { c1: custom('Lait', 20, 'centiliter', { standardIngredientId: 'milk' }) },
    });
    expect(milk?.key).toBe('std:milk:volume');
    expect(milk?.sources).toEqual([
      { type: 'mealEntry', id: 'e1', recipeId: 'r1', recipeName: 'Recette r1', portions: 4, ingredientId: 'i1', quantity: 2, unit: 'liter' },
      { type: 'mealEntry', id: 'e2', recipeId: 'r1', recipeName: 'Recette r1', portions: 1, ingredientId: 'i1', quantity: 0.5, unit: 'liter' },
      { type: 'custom', id: 'c1', quantity: 20, unit: 'centiliter' },
    ]);
  });
});
