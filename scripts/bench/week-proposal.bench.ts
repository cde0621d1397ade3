import type { Cost } from '../../src/domain/recipes/classification';
import { addCalendarDays, weekFrom } from '../../src/domain/planner/week';
import { proposalCatalogue, proposeWeek, seededRandom as proposalRandom, type PlannedMeal, type ProposalRecipe, type ProposalRequest } from '../../src/domain/planner/week-proposal';
import { pick, seededRandom } from './seeded-random';
import { measure, type BenchResult, type Rounds } from './measure.ts';

const RECIPE_COUNT = 2_000;
const HISTORY_WEEKS = 8;
const FOOD_COUNT = 674;
const FAVOURITE_COUNT = 60;
const ROUNDS: Rounds = { warmUp: 20, timed: 100 };

const WEEK = weekFrom('2026-03-23');
const costs: readonly Cost[] = ['cheap', 'cheap', 'medium', 'expensive'];
const filters = ['all', 'vegetarian', 'quick', 'budget'] as const;

/** 2,000 recipes as the proposal reads them once the dialog opens: 6 to 15 catalogue foods each. */
function syntheticRecipes(random: () => number): ProposalRecipe[] {
  return Array.from({ length: RECIPE_COUNT }, (_, index) => ({
    id: `recipe${index.toString(36).padStart(4, '0')}`,
    vegetarian: random() < 0.3,
    totalMinutes: 5 + Math.floor(random() * 120),
    cost: pick(costs, random),
    foods: [...new Set(Array.from({ length: 6 + Math.floor(random() * 10) }, () => `food${Math.floor(random() * FOOD_COUNT)}`))],
  }));
}

/** Three meals a day for 8 weeks before the week, and its first two days planned. */
function syntheticHistory(random: () => number, recipes: readonly ProposalRecipe[]): PlannedMeal[] {
  const days = Array.from({ length: HISTORY_WEEKS * 7 + 2 }, (_, index) => addCalendarDays(WEEK.start, index - HISTORY_WEEKS * 7));
  return days.flatMap((date) => (['breakfast', 'lunch', 'dinner'] as const).map((mealType) => ({ recipeId: pick(recipes, random).id, date, mealType })));
}

/**
 * 'Proposer ma semaine' over 2,000 recipes and 8 weeks of history: filling the week's empty
 * lunches and dinners, each filter in turn, the recipes prepared once as the dialog does.
 */
export function benchWeekProposal(): BenchResult {
  const random = seededRandom(11);
  const recipes = syntheticRecipes(random);
  const planned = syntheticHistory(random, recipes);
  const favourites = new Set(Array.from({ length: FAVOURITE_COUNT }, () => pick(recipes, random).id));
  const catalogue = proposalCatalogue(recipes);
  const requests = filters.map((filter): ProposalRequest => ({ days: WEEK.days, today: WEEK.start, mealTypes: ['lunch', 'dinner'], filter, planned, recipes: catalogue, favourites }));
  const result = measure(requests, (request) => proposeWeek(request, proposalRandom(3)), ROUNDS);
  return { name: `week proposal (lunches and dinners), ${RECIPE_COUNT} recipes and ${HISTORY_WEEKS} weeks of history`, ...result };
}
