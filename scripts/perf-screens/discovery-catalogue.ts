import type { Classification, Cost, DietaryRestriction, Difficulty, DishType } from '../../src/domain/recipes/classification.ts';
import { discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';

/*
 * A public catalogue of any size for `npm run perf:discovery`, the same for a given size on every
 * run (a seeded generator), so a wrong page can be reproduced. Its proportions are a family
 * cookbook's: mostly mains and desserts, a vegetarian recipe in four, one difficult in nine, few
 * costly ones. Names join a dish's head word, in singular or plural ('Lasagne', 'Lasagnes',
 * 'Gâteau', 'Gâteaux'), to a complement, so a search for one head finds hundreds of recipes at
 * 50,000 and its accents and plurals have to be folded to find them all.
 */

/** A catalogue recipe: what discovery filters, orders and searches by. */
export interface CatalogueRecipe {
  id: string;
  name: string;
  classification: Classification;
  showcase: boolean;
  bookmarkCount: number;
  createdAtMs: number;
  discoveryTerms: string[];
}

/** Heads of names by the dish type they usually are, each with its plural when it has one in use. */
const headsByDishType: Record<DishType, readonly (readonly [string, string?])[]> = {
  main: [['Lasagne', 'Lasagnes'], ['Gratin', 'Gratins'], ['Poulet'], ['Curry'], ['Risotto'], ['Tajine'], ['Blanquette'], ['Hachis parmentier'], ['Quiche', 'Quiches'], ['Pot-au-feu']],
  dessert: [['Gâteau', 'Gâteaux'], ['Tarte', 'Tartes'], ['Mousse'], ['Crumble'], ['Clafoutis'], ['Crème brûlée', 'Crèmes brûlées'], ['Fondant'], ['Œufs à la neige']],
  starter: [['Velouté'], ['Salade', 'Salades'], ['Soupe'], ['Terrine']],
  side: [['Purée'], ['Gratin', 'Gratins'], ['Poêlée'], ['Riz']],
  aperitif: [['Tapenade'], ['Houmous'], ['Gougère', 'Gougères'], ['Feuilleté', 'Feuilletés']],
  drink: [['Smoothie', 'Smoothies'], ['Limonade'], ['Citronnade'], ['Sirop']],
  sharing: [['Fondue'], ['Raclette'], ['Tartiflette'], ['Plancha']],
};

const complements = [
  'de légumes',
  'aux champignons',
  'au fromage',
  'de la mer',
  'à la provençale',
  'aux épinards',
  'au chocolat',
  'aux pommes',
  'dauphinois',
  'du marché',
  'de grand-mère',
  'express',
  'crémeux',
  'gourmand',
  'léger',
  'aux herbes',
] as const;

type Weighted<T> = readonly (readonly [T, number])[];

const dishTypeWeights: Weighted<DishType> = [['main', 40], ['dessert', 20], ['starter', 12], ['side', 10], ['aperitif', 7], ['sharing', 6], ['drink', 5]];
const difficultyWeights: Weighted<Difficulty> = [['easy', 55], ['medium', 34], ['hard', 11]];
const costWeights: Weighted<Cost> = [['cheap', 40], ['medium', 45], ['expensive', 15]];
/** The chance of each diet, apart from vegan, which is a share of the vegetarian recipes. */
const dietChances = { vegetarian: 0.25, glutenFree: 0.12, lactoseFree: 0.1 } as const;
const VEGAN_AMONG_VEGETARIAN = 0.3;
const SECOND_DISH_TYPE_CHANCE = 0.1;
const SHOWCASE_CHANCE = 0.02;
/** A new recipe every 37 s on average, so the newest first order has no ties. */
const MEAN_GAP_MS = 37_000;

/** A small seeded generator (mulberry32): numbers in [0, 1), the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, weights: Weighted<T>): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of weights) {
    left -= weight;
    if (left < 0) return value;
  }
  const last = weights.at(-1);
  if (!last) throw new Error('No value to pick from.');
  return last[0];
}

function pickOne<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('No value to pick from.');
  return value;
}

function diets(random: () => number): DietaryRestriction[] {
  const chosen: DietaryRestriction[] = [];
  if (random() < dietChances.vegetarian) chosen.push('vegetarian');
  if (chosen.includes('vegetarian') && random() < VEGAN_AMONG_VEGETARIAN) chosen.push('vegan');
  if (random() < dietChances.glutenFree) chosen.push('glutenFree');
  if (random() < dietChances.lactoseFree) chosen.push('lactoseFree');
  return chosen;
}

/** Most recipes have a few bookmarks and a few have many: many ties, which the popular order breaks by id. */
function bookmarks(random: () => number): number {
  return Math.floor(1 / (random() + 0.01) ** 1.2) - 1;
}

/** The catalogue's id of the recipe at `index`, in the order the ids sort. */
export const catalogueRecipeId = (index: number) => `decouverte-${String(index).padStart(6, '0')}`;

/** `size` public recipes, the newest created at `newestMs`, each with the terms a save writes. */
export function discoveryCatalogue(size: number, newestMs: number, seed = 24): CatalogueRecipe[] {
  const random = seededRandom(seed);
  let createdAtMs = newestMs;
  return Array.from({ length: size }, (_, index) => {
    const dishType = pick(random, dishTypeWeights);
    const second = random() < SECOND_DISH_TYPE_CHANCE ? pick(random, dishTypeWeights) : dishType;
    const [singular, plural] = pickOne(random, headsByDishType[dishType]);
    const head = plural !== undefined && random() < 0.5 ? plural : singular;
    const name = `${head} ${pickOne(random, complements)}`;
    const classification: Classification = {
      dishTypes: second === dishType ? [dishType] : [dishType, second],
      dietaryRestrictions: diets(random),
      difficulty: pick(random, difficultyWeights),
      cost: pick(random, costWeights),
    };
    createdAtMs -= 1 + Math.floor(random() * 2 * MEAN_GAP_MS);
    return {
      id: catalogueRecipeId(index),
      name,
      classification,
      showcase: random() < SHOWCASE_CHANCE,
      bookmarkCount: bookmarks(random),
      createdAtMs,
      discoveryTerms: discoveryTerms({ name, classification }),
    };
  });
}
