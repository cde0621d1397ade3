import { matchesWordPrefixes } from '../../src/domain/cookbook/cookbook-pages';
import { tagPicker, type TagsById } from '../../src/domain/cookbook/tag-filter';
import { searchWords } from '../../src/domain/recipes/discovery-terms';
import type { Cost, DietaryRestriction, Difficulty, DishType } from '../../src/domain/recipes/classification';
import { defaultPlannerFilters, matchesPlannerFilters, type FilterableRecipe, type PlannerFilters } from '../../src/domain/planner/planner-filters';
import { mealTypes } from '../../src/domain/planner/meal-types';
import { addCalendarDays, weekFrom } from '../../src/domain/planner/week';
import { layoutWeek } from '../../src/domain/planner/week-layout';
import { pick, seededRandom } from './seeded-random';
import { measure, type BenchResult, type Rounds } from './measure.ts';

const ENTRY_COUNT = 1_000;
const UNPLANNED_COUNT = 80;
const OUTSIDE_WEEK_COUNT = 120;
const RECIPE_COUNT = 20_000;
const TAG_COUNT = 12;
const ROUNDS: Rounds = { warmUp: 50, timed: 500 };

const WEEK = weekFrom('2026-03-23');
const TODAY = '2026-03-25';

const dishes = ['Gratin', 'Tarte', 'Soupe', 'Velouté', 'Salade', 'Quiche', 'Risotto', 'Crumble', 'Blanquette', 'Mousse', 'Clafoutis', 'Poêlée'];
const mains = ['courgettes', 'poireaux', 'pommes de terre', 'saumon', 'bœuf', 'poulet', 'chèvre', 'champignons', 'lentilles', 'potiron', 'épinards', 'crevettes'];
const styles = ['', ' à la provençale', ' au four', ' de grand-mère', ' express', ' au curry', ' à l’ancienne', ' gratinée', ' façon niçoise'];
const dishTypeChoices: readonly DishType[][] = [['main'], ['main'], ['main', 'sharing'], ['starter'], ['side'], ['dessert'], ['starter', 'main'], ['aperitif']];
const dietChoices: readonly DietaryRestriction[][] = [[], [], ['vegetarian'], ['vegetarian', 'glutenFree'], ['vegetarian', 'vegan', 'lactoseFree'], ['glutenFree', 'lactoseFree'], ['lactoseFree']];
const difficulties: readonly Difficulty[] = ['easy', 'easy', 'medium', 'hard'];
const costs: readonly Cost[] = ['cheap', 'cheap', 'medium', 'expensive'];

interface BenchEntry {
  id: string;
  recipeId: string;
  date: string;
  mealType: string | null;
  portions: number | null;
  completed: boolean;
  isArchived: boolean;
}

/** 1,000 entries as the household's subscription returns them: mostly this week, some unplanned, some in the next. */
function syntheticEntries(random: () => number): BenchEntry[] {
  const mealTypeChoices = [...mealTypes, null];
  return Array.from({ length: ENTRY_COUNT }, (_, index): BenchEntry => {
    let date: string;
    if (index < UNPLANNED_COUNT) date = '';
    else if (index < UNPLANNED_COUNT + OUTSIDE_WEEK_COUNT) date = addCalendarDays(WEEK.start, 7 + Math.floor(random() * 7));
    else date = pick(WEEK.days, random);
    return {
      id: `entry${index.toString(36).padStart(3, '0')}`,
      recipeId: `recipe${Math.floor(random() * RECIPE_COUNT).toString(36).padStart(4, '0')}`,
      date,
      mealType: date === '' ? null : pick(mealTypeChoices, random),
      portions: random() < 0.8 ? 4 : null,
      completed: false,
      isArchived: false,
    };
  });
}

/** 20,000 recipes with the classification and times the planner panel filters on, and 12 tags. */
function syntheticRecipes(random: () => number): { recipes: FilterableRecipe[]; tags: TagsById } {
  const recipeIdsByTag: string[][] = Array.from({ length: TAG_COUNT }, () => []);
  const recipes = Array.from({ length: RECIPE_COUNT }, (_, index): FilterableRecipe => {
    const id = `recipe${index.toString(36).padStart(4, '0')}`;
    const tagCount = Math.floor(random() * 5);
    for (let n = 0; n < tagCount; n += 1) recipeIdsByTag[Math.floor(random() * TAG_COUNT)]?.push(id);
    return {
      id,
      name: `${pick(dishes, random)} de ${pick(mains, random)}${pick(styles, random)} n°${index + 1}`,
      prepTime: 5 + Math.floor(random() * 40),
      cookTime: Math.floor(random() * 120),
      classification: {
        dishTypes: pick(dishTypeChoices, random),
        dietaryRestrictions: pick(dietChoices, random),
        difficulty: pick(difficulties, random),
        cost: pick(costs, random),
      },
    };
  });
  const tags = Object.fromEntries(recipeIdsByTag.map((recipeIds, index) => [`tag${index}`, { recipeIds: [...new Set(recipeIds)] }]));
  return { recipes, tags };
}

/** A search typed into an already filtered panel: query, diet, dish type, tag and prep time all set. */
function filterCalls(): PlannerFilters[] {
  const active: PlannerFilters = { ...defaultPlannerFilters, dietaryFlags: ['vegetarian'], dishTypes: ['main'], tagIds: ['tag3'], prepTime: 'quick' };
  return [
    ...['g', 'gr', 'gra', 'grat', 'gratin'].map((query) => ({ ...active, query })),
    { ...active, query: 'POIREAUX' },
    { ...active, query: 'soupe', dietaryFlags: ['vegetarian', 'glutenFree'], prepTime: 'medium' },
    { ...active, query: 'tarte', dishTypes: ['dessert', 'starter'], tagIds: ['tag1', 'tag4'], tagFilterType: 'AND', prepTime: 'long' },
    { ...active, query: 'poulet', dietaryFlags: ['glutenFree'], dishTypes: ['main', 'sharing'], tagIds: ['tag0', 'tag5'], difficulty: 'easy', cost: 'cheap' },
  ];
}

/**
 * The panel's checks of every recipe read, as the cookbook's listing runs them with the panel's
 * narrowing (cookbook-pages.ts): over 20,000 recipes, the most a reading-on could have read.
 * The listing works out each recipe's words once, when it is read, so they are given here.
 */
function panelFilter(recipes: readonly FilterableRecipe[], tags: TagsById) {
  const words = new Map(recipes.map((recipe) => [recipe.id, searchWords(recipe.name)]));
  return (filters: PlannerFilters) => {
    const typed = searchWords(filters.query);
    const tagged = filters.tagIds.length > 0 ? tagPicker(tags, filters.tagIds, filters.tagFilterType) : null;
    return recipes.filter(
      (recipe) => (!tagged || tagged(recipe.id)) && matchesPlannerFilters(recipe, filters) && matchesWordPrefixes(recipe.name, typed, words.get(recipe.id)),
    );
  };
}

export interface PlannerWeekBench extends BenchResult {
  /** The two halves, each timed on its own. */
  parts: BenchResult[];
}


/**
 * What one planner screen update costs: laying out a week of 1,000 entries and filtering the
 * recipe panel over 20,000 recipes. Each is reported, and their sum as one operation; the
 * budget is 2 ms for the two together.
 */
export function benchPlannerWeek(): PlannerWeekBench {
  const random = seededRandom(7);
  const entries = syntheticEntries(random);
  const { recipes, tags } = syntheticRecipes(random);
  const calls = filterCalls();

  // Today moves through the week, as it does between the screen's updates.
  const layout = measure(WEEK.days, (today) => layoutWeek(WEEK, entries, today), ROUNDS);
  const filterPanel = panelFilter(recipes, tags);
  const filter = measure(calls, filterPanel, ROUNDS);
  const combined = measure(calls, (filters) => {
    layoutWeek(WEEK, entries, TODAY);
    return filterPanel(filters);
  }, ROUNDS);

  return {
    name: `planner week, layout (${ENTRY_COUNT} entries) + recipe filter (${RECIPE_COUNT} recipes)`,
    ...combined,
    parts: [
      { name: `planner week layout, ${ENTRY_COUNT} entries`, ...layout },
      { name: `planner recipe filter (query, diet, dish type, tag, prep time), ${RECIPE_COUNT} recipes`, ...filter },
    ],
  };
}
