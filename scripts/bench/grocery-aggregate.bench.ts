import { safeAggregate } from '../../src/domain/grocery/aggregate-grocery-list';
import { groceryCategories, type GroceryCategory } from '../../src/domain/grocery/categories';
import { groupByCategory, groupByRecipe } from '../../src/domain/grocery/grocery-groups';
import { GROCERY_LIST_MAX_CUSTOM_ITEMS, GROCERY_LIST_MAX_MEAL_ENTRY_REFS } from '../../src/domain/grocery/grocery-list';
import type { AggregatableCustomItem, AggregatableLine, AggregatableRecipe, AggregationInput, IngredientCatalogue } from '../../src/domain/grocery/grocery-line';
import { entryTickKey } from '../../src/domain/grocery/line-key';
import type { Unit } from '../../src/domain/recipes/units';
import { pick, seededRandom } from './seeded-random';
import { measure, type BenchResult, type Rounds } from './measure.ts';

// A list at its caps: as many meals and custom items as it may hold.
const ENTRY_COUNT = GROCERY_LIST_MAX_MEAL_ENTRY_REFS;
const LINES_PER_RECIPE = 15;
const CUSTOM_COUNT = GROCERY_LIST_MAX_CUSTOM_ITEMS;
const INGREDIENT_COUNT = 300;
const ROUNDS: Rounds = { warmUp: 50, timed: 500 };
// Ten times the caps, every count with them: how the work grows, with no goal of its own.
const TENFOLD = 10;
const TENFOLD_ROUNDS: Rounds = { warmUp: 5, timed: 50 };

const foods = ['farine', 'lait', 'beurre', 'œufs', 'crème', 'sucre', 'sel', 'huile', 'oignon', 'ail', 'tomate', 'riz', 'pâtes', 'poulet', 'bœuf', 'saumon', 'carotte', 'poireau', 'courgette', 'fromage', 'yaourt', 'pain', 'citron', 'persil', 'vin blanc'];
const kinds = ['', ' bio', ' fermier', ' de saison', ' entier', ' demi-sel'];
// Each ingredient is written in units of one dimension, often more than one, as recipes differ.
const unitChoices: readonly Unit[][] = [['gram', 'kilogram'], ['gram'], ['centiliter', 'liter', 'milliliter'], ['tablespoon', 'milliliter'], ['teaspoon'], ['piece'], ['cup', 'deciliter']];

interface BenchIngredient {
  name: string;
  standardIngredientId: string | null;
  units: readonly Unit[];
  category: GroceryCategory;
}

function syntheticIngredients(random: () => number, scale: number): BenchIngredient[] {
  return Array.from({ length: INGREDIENT_COUNT * scale }, (_, index): BenchIngredient => ({
    name: `${pick(foods, random)}${pick(kinds, random)} ${index}`,
    // Two thirds are linked to the catalogue; the rest merge by name.
    standardIngredientId: random() < 0.67 ? `std${index}` : null,
    units: pick(unitChoices, random),
    category: pick(groceryCategories, random),
  }));
}

/** How the same ingredient is typed in different recipes: capitals and stray spaces. */
function asTyped(name: string, random: () => number): string {
  const roll = random();
  if (roll < 0.2) return name.toUpperCase();
  if (roll < 0.4) return ` ${name.charAt(0).toUpperCase()}${name.slice(1)}  `;
  return name;
}

/** One recipe per meal (the worst case: nothing is shared between meals), 15 lines each. */
function syntheticRecipes(ingredients: readonly BenchIngredient[], random: () => number, scale: number): AggregatableRecipe[] {
  return Array.from({ length: ENTRY_COUNT * scale }, (_, index): AggregatableRecipe => ({
    id: `recipe${index}`,
    name: `Recette n°${index + 1}`,
    servings: 2 + Math.floor(random() * 5),
    ingredients: Array.from({ length: LINES_PER_RECIPE }, (_, lineIndex): AggregatableLine => {
      const ingredient = pick(ingredients, random);
      return {
        id: `line${lineIndex}`,
        name: asTyped(ingredient.name, random),
        quantity: 1 + Math.floor(random() * 500) / 4,
        unit: pick(ingredient.units, random),
        category: ingredient.category,
        standardIngredientId: ingredient.standardIngredientId,
      };
    }),
  }));
}

function syntheticList(ingredients: readonly BenchIngredient[], random: () => number, scale: number): AggregationInput {
  const mealEntryRefs = Object.fromEntries(
    Array.from({ length: ENTRY_COUNT * scale }, (_, index) => [`entry${index.toString(36).padStart(3, '0')}`, { recipeId: `recipe${index}`, portions: 1 + Math.floor(random() * 6) }]),
  );
  const customItems = Object.fromEntries(
    Array.from({ length: CUSTOM_COUNT * scale }, (_, index): [string, AggregatableCustomItem] => {
      // Half of them are things the recipes also need, half are household goods.
      const ingredient = index % 2 === 0 ? pick(ingredients, random) : null;
      return [
        `custom${index}`,
        {
          name: ingredient ? asTyped(ingredient.name, random) : `Article ménager ${index}`,
          quantity: 1 + Math.floor(random() * 4),
          unit: ingredient ? pick(ingredient.units, random) : 'piece',
          category: ingredient?.category ?? 'other',
          checked: random() < 0.2,
          standardIngredientId: ingredient?.standardIngredientId ?? null,
          createdAt: new Date(2026, 2, 1, 8, index),
        },
      ];
    }),
  );
  // Ticks of both forms: current line keys and the older per-meal ones.
  const checkedItems: Record<string, boolean> = {};
  for (const ingredient of ingredients.slice(0, 30)) {
    if (ingredient.standardIngredientId) checkedItems[`std:${ingredient.standardIngredientId}:mass`] = true;
  }
  for (let index = 0; index < 20; index += 1) checkedItems[entryTickKey(`entry${index.toString(36).padStart(3, '0')}`, `line${index % LINES_PER_RECIPE}`)] = true;
  return { mealEntryRefs, customItems, checkedItems };
}

/**
 * The list as members change it between two renders: portions, a tick, a custom item (edited:
 * the list is full). Recipes are read apart from the list, so they keep their objects from one
 * change to the next, as here; the list's own parts keep theirs here too, though a change to the
 * list reads them anew, so aggregation keeps nothing by a list part's identity.
 */
function listChanges(list: AggregationInput): AggregationInput[] {
  const withPortions = { ...list.mealEntryRefs, entry000: { recipeId: 'recipe0', portions: 8 } };
  return [
    list,
    { ...list, mealEntryRefs: withPortions },
    { ...list, checkedItems: { ...list.checkedItems, 'std:std1:volume': true } },
    { ...list, customItems: { ...list.customItems, custom1: { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false } } },
  ];
}


/** A list of `scale` times the caps, its recipes and catalogue, and the changes made to it. */
function syntheticSetting(scale: number) {
  const random = seededRandom(11);
  const ingredients = syntheticIngredients(random, scale);
  const recipesById = new Map(syntheticRecipes(ingredients, random, scale).map((recipe) => [recipe.id, recipe]));
  const catalogue: IngredientCatalogue = new Map(
    ingredients.flatMap((ingredient) => (ingredient.standardIngredientId ? [[ingredient.standardIngredientId, { name: ingredient.name, category: ingredient.category }]] : [])),
  );
  return { recipesById, catalogue, calls: listChanges(syntheticList(ingredients, random, scale)) };
}

/**
 * What each change to a list costs its screen: aggregating a list at its caps, 200 meals of 15
 * ingredients and 200 custom items (the goal, 1 ms), and grouping the lines for both tabs, reported
 * apart, as is the same list at ten times its caps.
 */
export function benchGroceryAggregate(): BenchResult & { parts: BenchResult[] } {
  const { recipesById, catalogue, calls } = syntheticSetting(1);
  const aggregated = safeAggregate(calls[0] ?? { mealEntryRefs: {}, customItems: {}, checkedItems: {} }, recipesById, catalogue);
  if (aggregated.failed) throw new Error('The bench list failed to aggregate');
  const lines = aggregated.items;

  const aggregate = measure(calls, (list) => safeAggregate(list, recipesById, catalogue), ROUNDS);
  const groups = measure([lines], (items) => [groupByCategory(items), groupByRecipe(items)], ROUNDS);

  const tenfold = syntheticSetting(TENFOLD);
  const tenfoldLines = safeAggregate(tenfold.calls[0] ?? { mealEntryRefs: {}, customItems: {}, checkedItems: {} }, tenfold.recipesById, tenfold.catalogue).items.length;
  const tenfoldAggregate = measure(tenfold.calls, (list) => safeAggregate(list, tenfold.recipesById, tenfold.catalogue), TENFOLD_ROUNDS);

  return {
    name: `grocery aggregation, ${ENTRY_COUNT} meals × ${LINES_PER_RECIPE} ingredients + ${CUSTOM_COUNT} custom items (${lines.length} lines)`,
    ...aggregate,
    parts: [
      // Not inside the figure the goal applies to: what the two tabs add on top of it.
      { name: `grocery grouping for both tabs (aisle, recipe), ${lines.length} lines, on top of the aggregation`, ...groups },
      {
        name: `grocery aggregation at 10× the caps, ${ENTRY_COUNT * TENFOLD} meals × ${LINES_PER_RECIPE} ingredients + ${CUSTOM_COUNT * TENFOLD} custom items (${tenfoldLines} lines)`,
        ...tenfoldAggregate,
        note: '(10×, no goal)',
      },
    ],
  };
}
