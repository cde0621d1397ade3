import type { Cost } from '../recipes/classification';
import { recipeTotalMinutes, type Recipe } from '../recipes/recipe';
import type { MealType } from './meal-types';
import { QUICK_MAX_MINUTES } from './planner-filters';
import { addCalendarDays, type CalendarDay } from './week';

/** The slots 'Proposer ma semaine' fills, in the order a day lists them. */
export const proposalMealTypes = ['lunch', 'dinner'] as const satisfies readonly MealType[];
export type ProposalMealType = (typeof proposalMealTypes)[number];

/** A recipe planned this recently (or anywhere in the week) is never proposed again. */
export const NO_REPEAT_DAYS = 14;
/** How far back "often planned" looks. */
export const FREQUENCY_WEEKS = 8;
/** Below this many suitable recipes a week cannot vary: the dialog points to the catalogue. */
export const MIN_SUITABLE_RECIPES = 7;

/** The dialog's one quick filter. */
export const quickFilters = ['all', 'vegetarian', 'quick', 'budget'] as const;
export type QuickFilter = (typeof quickFilters)[number];

// What a recipe earns for each reason to choose it; the random part only breaks near-ties, so
// a proposal still varies from one try to the next without overriding the rules' preferences.
const FAVOURITE_WEIGHT = 3;
const FREQUENCY_WEIGHT = 0.5;
const MAX_COUNTED_PLANS = 4;
const OVERLAP_WEIGHT = 1;
const RANDOM_WEIGHT = 1;

/** What the proposal needs of a recipe, worked out once per recipe. */
export interface ProposalRecipe {
  id: string;
  vegetarian: boolean;
  totalMinutes: number;
  cost: Cost;
  /** The catalogue foods of its ingredient lines, each once. */
  foods: readonly string[];
}

export function toProposalRecipe(recipe: Pick<Recipe, 'id' | 'prepTime' | 'cookTime' | 'classification' | 'ingredients'>): ProposalRecipe {
  const diets = recipe.classification.dietaryRestrictions;
  const foods = new Set<string>();
  for (const line of recipe.ingredients) if (line.standardIngredientId) foods.add(line.standardIngredientId);
  return {
    id: recipe.id,
    vegetarian: diets.includes('vegetarian') || diets.includes('vegan'),
    totalMinutes: recipeTotalMinutes(recipe),
    cost: recipe.classification.cost,
    foods: [...foods],
  };
}

/** The candidate recipes, prepared once for every proposal and reroll made from them. */
export interface ProposalCatalogue {
  recipes: readonly CatalogueRecipe[];
  byId: ReadonlyMap<string, CatalogueRecipe>;
  /** How many distinct foods the recipes hold: each has a number below it. */
  foodCount: number;
}

interface CatalogueRecipe extends ProposalRecipe {
  /** Its foods as numbers, so that scoring a slot only indexes an array. */
  foodNumbers: Uint32Array;
}

/** Numbers every food of the recipes once; a recipe listed twice counts once. */
export function proposalCatalogue(recipes: readonly ProposalRecipe[]): ProposalCatalogue {
  const numbers = new Map<string, number>();
  const numberOf = (food: string) => {
    let number = numbers.get(food);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(food, number);
    }
    return number;
  };
  const byId = new Map<string, CatalogueRecipe>();
  for (const recipe of recipes) if (!byId.has(recipe.id)) byId.set(recipe.id, { ...recipe, foodNumbers: Uint32Array.from(recipe.foods, numberOf) });
  return { recipes: [...byId.values()], byId, foodCount: numbers.size };
}

export function passesQuickFilter(recipe: ProposalRecipe, filter: QuickFilter): boolean {
  switch (filter) {
    case 'vegetarian':
      return recipe.vegetarian;
    case 'quick':
      return recipe.totalMinutes <= QUICK_MAX_MINUTES;
    case 'budget':
      return recipe.cost === 'cheap';
    default:
      return true;
  }
}

/** A meal already planned, this week or before it. */
export interface PlannedMeal {
  recipeId: string;
  date: CalendarDay | '';
  mealType: MealType | null;
}

export interface ProposalRequest {
  /** The week's seven days. */
  days: readonly CalendarDay[];
  today: CalendarDay;
  /** Which slots of each day to fill. */
  mealTypes: readonly ProposalMealType[];
  filter: QuickFilter;
  /** The household's meals from FREQUENCY_WEEKS before the week to its end. */
  planned: readonly PlannedMeal[];
  /** The household's recipes and its bookmarked ones. */
  recipes: ProposalCatalogue;
  /** Ids of the recipes tagged 'Favoris'. */
  favourites: ReadonlySet<string>;
}

export interface ProposedMeal {
  date: CalendarDay;
  mealType: ProposalMealType;
  recipeId: string;
}

export interface WeekProposal {
  meals: ProposedMeal[];
  /** Empty slots no suitable recipe was left for. */
  unfilled: number;
  /** Fewer suitable recipes (passing the filter, not planned lately) than MIN_SUITABLE_RECIPES, or slots left empty. */
  tooFew: boolean;
}

/** The request read once: who may be chosen and what each one scores before the week's foods. */
interface Prepared {
  /** The recipes that pass the filter and were not planned lately. */
  suitable: Candidate[];
  /** How many meals of the week hold each food, by the food's number. */
  weekFoods: Uint16Array;
  slots: { date: CalendarDay; mealType: ProposalMealType }[];
}

/** A suitable recipe with its score before the week's foods. */
interface Candidate {
  id: string;
  baseScore: number;
  foods: Uint32Array;
}

const firstDayToFill = ({ days, today }: Pick<ProposalRequest, 'days' | 'today'>): CalendarDay => {
  const first = days[0] ?? today;
  return first > today ? first : today;
};

/** The days whose meals the proposal reads: FREQUENCY_WEEKS before the first day it fills, to the week's end. */
export function proposalHistoryRange(days: readonly CalendarDay[], today: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  return { from: addCalendarDays(firstDayToFill({ days, today }), -FREQUENCY_WEEKS * 7), to: days[days.length - 1] ?? today };
}

function prepare(request: ProposalRequest): Prepared {
  const { days, today, planned, recipes, favourites, filter } = request;
  const weekStart = days[0] ?? today;
  const weekEnd = days[days.length - 1] ?? today;
  const firstFill = firstDayToFill(request);
  const repeatFrom = addCalendarDays(firstFill, -NO_REPEAT_DAYS);
  const frequencyFrom = addCalendarDays(firstFill, -FREQUENCY_WEEKS * 7);

  const blocked = new Set<string>();
  const plans = new Map<string, number>();
  const taken = new Set<string>();
  const inWeek: string[] = [];
  for (const meal of planned) {
    if (meal.date === '' || meal.date > weekEnd) continue;
    if (meal.date >= repeatFrom) blocked.add(meal.recipeId);
    if (meal.date >= frequencyFrom && meal.date < firstFill) plans.set(meal.recipeId, (plans.get(meal.recipeId) ?? 0) + 1);
    if (meal.date >= weekStart) {
      inWeek.push(meal.recipeId);
      if (meal.mealType) taken.add(`${meal.date}|${meal.mealType}`);
    }
  }

  const suitable: Candidate[] = [];
  for (const recipe of recipes.recipes) {
    if (blocked.has(recipe.id) || !passesQuickFilter(recipe, filter)) continue;
    const often = Math.min(plans.get(recipe.id) ?? 0, MAX_COUNTED_PLANS);
    suitable.push({ id: recipe.id, baseScore: (favourites.has(recipe.id) ? FAVOURITE_WEIGHT : 0) + often * FREQUENCY_WEIGHT, foods: recipe.foodNumbers });
  }
  const weekFoods = new Uint16Array(recipes.foodCount);
  for (const recipeId of inWeek) {
    const foods = recipes.byId.get(recipeId)?.foodNumbers;
    if (foods) addFoods(weekFoods, foods);
  }

  const slots = days
    .filter((day) => day >= today)
    .flatMap((date) => proposalMealTypes.filter((mealType) => request.mealTypes.includes(mealType) && !taken.has(`${date}|${mealType}`)).map((mealType) => ({ date, mealType })));
  return { suitable, weekFoods, slots };
}

function addFoods(weekFoods: Uint16Array, foods: Uint32Array): void {
  for (const food of foods) weekFoods[food] = (weekFoods[food] ?? 0) + 1;
}

function pickBest(prepared: Prepared, excluded: ReadonlySet<string>, weekFoods: Uint16Array, random: () => number): Candidate | null {
  let best: Candidate | null = null;
  let bestScore = -Infinity;
  for (const recipe of prepared.suitable) {
    if (excluded.has(recipe.id)) continue;
    let overlap = 0;
    for (const food of recipe.foods) if (weekFoods[food]) overlap += 1;
    const score = recipe.baseScore + overlap * OVERLAP_WEIGHT + random() * RANDOM_WEIGHT;
    if (score > bestScore) {
      best = recipe;
      bestScore = score;
    }
  }
  return best;
}

const withVerdict = (prepared: Prepared, meals: ProposedMeal[], unfilled: number): WeekProposal => ({
  meals,
  unfilled,
  tooFew: unfilled > 0 || prepared.suitable.length < MIN_SUITABLE_RECIPES,
});

/** One recipe per empty slot of the chosen types, from today on, keeping every rule (see ProposalRequest). */
export function proposeWeek(request: ProposalRequest, random: () => number): WeekProposal {
  const prepared = prepare(request);
  const chosen = new Set<string>();
  const { weekFoods } = prepared;
  const meals: ProposedMeal[] = [];
  for (const slot of prepared.slots) {
    const recipe = pickBest(prepared, chosen, weekFoods, random);
    if (!recipe) break;
    chosen.add(recipe.id);
    addFoods(weekFoods, recipe.foods);
    meals.push({ ...slot, recipeId: recipe.id });
  }
  return withVerdict(prepared, meals, prepared.slots.length - meals.length);
}

/** Another recipe for one proposed meal, keeping every rule; the proposal as it was when none is left. */
export function rerollMeal(request: ProposalRequest, proposal: WeekProposal, index: number, random: () => number): WeekProposal {
  const current = proposal.meals[index];
  if (!current) return proposal;
  const prepared = prepare(request);
  const others = proposal.meals.filter((_, other) => other !== index).map((meal) => meal.recipeId);
  const byId = new Map(prepared.suitable.map((candidate) => [candidate.id, candidate]));
  for (const id of others) {
    const other = byId.get(id);
    if (other) addFoods(prepared.weekFoods, other.foods);
  }
  const recipe = pickBest(prepared, new Set([...others, current.recipeId]), prepared.weekFoods, random);
  if (!recipe) return proposal;
  const meals = proposal.meals.map((meal, other) => (other === index ? { ...meal, recipeId: recipe.id } : meal));
  return { ...proposal, meals };
}

/** The proposal without one of its meals: that slot stays empty. */
export function removeProposedMeal(proposal: WeekProposal, index: number): WeekProposal {
  return { ...proposal, meals: proposal.meals.filter((_, other) => other !== index) };
}

/** A fixed-seed generator in [0, 1): the same seed gives the same proposal. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
