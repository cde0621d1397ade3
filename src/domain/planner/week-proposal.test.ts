import { describe, expect, it } from 'vitest';
import { weekFrom } from './week';
import {
  MIN_SUITABLE_RECIPES,
  proposalHistoryRange,
  proposalCatalogue,
  proposeWeek,
  removeProposedMeal,
  rerollMeal,
  seededRandom,
  toProposalRecipe,
  type PlannedMeal,
  type ProposalRecipe,
  type ProposalRequest,
} from './week-proposal';

const WEEK = weekFrom('2026-11-23');
const MONDAY = '2026-11-23';

const recipe = (id: string, fields: Partial<ProposalRecipe> = {}): ProposalRecipe => ({ id, vegetarian: false, totalMinutes: 45, cost: 'medium', foods: [], ...fields });
const many = (count: number, fields: Partial<ProposalRecipe> = {}) => Array.from({ length: count }, (_, index) => recipe(`r${index}`, fields));

const request = (fields: Partial<ProposalRequest> = {}): ProposalRequest => ({
  days: WEEK.days,
  today: MONDAY,
  mealTypes: ['lunch', 'dinner'],
  filter: 'all',
  planned: [],
  recipes: proposalCatalogue(many(30)),
  favourites: new Set(),
  ...fields,
});

type Fields = Omit<Partial<ProposalRequest>, 'recipes'> & { recipes?: ProposalRecipe[] };
const withRecipes = ({ recipes, ...fields }: Fields): Partial<ProposalRequest> => (recipes ? { ...fields, recipes: proposalCatalogue(recipes) } : fields);
const ids = (fields: Fields, seed = 1) => proposeWeek(request(withRecipes(fields)), seededRandom(seed)).meals.map((meal) => meal.recipeId);

describe('proposeWeek', () => {
  it('fills every empty lunch and dinner of the week, a day at a time', () => {
    const { meals, unfilled, tooFew } = proposeWeek(request(), seededRandom(1));
    expect(meals).toHaveLength(14);
    expect(meals.slice(0, 3).map(({ date, mealType }) => [date, mealType])).toEqual([
      [MONDAY, 'lunch'],
      [MONDAY, 'dinner'],
      ['2026-11-24', 'lunch'],
    ]);
    expect(unfilled).toBe(0);
    expect(tooFew).toBe(false);
  });

  it('fills only the chosen slots', () => {
    const { meals } = proposeWeek(request({ mealTypes: ['dinner'] }), seededRandom(1));
    expect(meals).toHaveLength(7);
    expect(meals.every((meal) => meal.mealType === 'dinner')).toBe(true);
  });

  it('leaves past days alone', () => {
    const { meals } = proposeWeek(request({ today: '2026-11-26' }), seededRandom(1));
    expect(meals.map((meal) => meal.date)).toEqual(['2026-11-26', '2026-11-26', '2026-11-27', '2026-11-27', '2026-11-28', '2026-11-28', '2026-11-29', '2026-11-29']);
  });

  it('leaves slots already planned alone', () => {
    const planned: PlannedMeal[] = [
      { recipeId: 'elsewhere', date: MONDAY, mealType: 'lunch' },
      { recipeId: 'elsewhere2', date: '2026-11-25', mealType: 'dinner' },
    ];
    const { meals } = proposeWeek(request({ planned }), seededRandom(1));
    expect(meals).toHaveLength(12);
    expect(meals.some((meal) => meal.date === MONDAY && meal.mealType === 'lunch')).toBe(false);
    expect(meals.some((meal) => meal.date === '2026-11-25' && meal.mealType === 'dinner')).toBe(false);
  });

  it('never proposes a recipe twice in the week, nor one the week already has', () => {
    const planned: PlannedMeal[] = [{ recipeId: 'r3', date: '2026-11-28', mealType: null }];
    const proposed = ids({ planned });
    expect(new Set(proposed).size).toBe(proposed.length);
    expect(proposed).not.toContain('r3');
  });

  it('never proposes a recipe planned in the last 14 days, but may one planned earlier', () => {
    const planned: PlannedMeal[] = [
      { recipeId: 'r0', date: '2026-11-09', mealType: 'dinner' },
      { recipeId: 'r1', date: '2026-11-22', mealType: 'lunch' },
      { recipeId: 'r2', date: '2026-11-08', mealType: 'lunch' },
    ];
    const recipes = many(16);
    const proposed = ids({ planned, recipes });
    expect(proposed).not.toContain('r0');
    expect(proposed).not.toContain('r1');
    expect(proposed).toContain('r2');
  });

  it.each([
    ['vegetarian', { vegetarian: true }],
    ['quick', { totalMinutes: 30 }],
    ['budget', { cost: 'cheap' }],
  ] as const)('keeps to the %s filter', (filter, matching) => {
    const recipes = [...many(20), ...Array.from({ length: 20 }, (_, index) => recipe(`ok${index}`, matching))];
    const proposed = ids({ filter, recipes });
    expect(proposed).toHaveLength(14);
    expect(proposed.every((id) => id.startsWith('ok'))).toBe(true);
  });

  it('reads vegan as vegetarian, and a recipe without times as quick', () => {
    const base = { prepTime: null, cookTime: null, ingredients: [] };
    const vegan = toProposalRecipe({ ...base, id: 'v', classification: { dishTypes: [], dietaryRestrictions: ['vegan'], difficulty: 'easy', cost: 'cheap' } });
    expect(vegan).toEqual({ id: 'v', vegetarian: true, totalMinutes: 0, cost: 'cheap', foods: [] });
  });

  it('lists a recipe’s catalogue foods once each, and leaves lines without one out', () => {
    const line = (id: string, standardIngredientId: string | null) => ({ id, name: id, quantity: 1, unit: 'gram' as const, category: 'other' as const, standardIngredientId });
    const prepared = toProposalRecipe({
      id: 'r',
      prepTime: 10,
      cookTime: 25,
      classification: { dishTypes: [], dietaryRestrictions: [], difficulty: 'easy', cost: 'medium' },
      ingredients: [line('a', 'leek'), line('b', 'leek'), line('c', null), line('d', 'cream')],
    });
    expect(prepared.foods).toEqual(['leek', 'cream']);
    expect(prepared.totalMinutes).toBe(35);
  });

  it('prefers recipes sharing foods with the week, planned or proposed', () => {
    const recipes = [
      recipe('leeks', { foods: ['leek', 'cream'] }),
      ...Array.from({ length: 6 }, (_, index) => recipe(`leek${index}`, { foods: ['leek'] })),
      ...Array.from({ length: 20 }, (_, index) => recipe(`other${index}`, { foods: [`food${index}`] })),
    ];
    const planned: PlannedMeal[] = [{ recipeId: 'leeks', date: MONDAY, mealType: 'lunch' }];
    for (const seed of [1, 2, 3]) {
      const proposed = ids({ planned, recipes, mealTypes: ['dinner'] }, seed);
      expect(proposed.slice(0, 6).every((id) => id.startsWith('leek'))).toBe(true);
    }
    // Proposed meals count too: once one of a pair is chosen, its partner follows.
    const pairs = [recipe('a1', { foods: ['x'] }), recipe('a2', { foods: ['x'] }), ...many(10)];
    const proposed = ids({ recipes: pairs, favourites: new Set(['a1']), mealTypes: ['dinner'] });
    expect(proposed.slice(0, 2)).toEqual(['a1', 'a2']);
  });

  it('prefers Favoris, then recipes often planned in the last 8 weeks', () => {
    const favourites = new Set(['r7', 'r8']);
    const often: PlannedMeal[] = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'].flatMap((date) => [
      { recipeId: 'r5', date, mealType: 'dinner' as const },
      { recipeId: 'r6', date, mealType: 'lunch' as const },
    ]);
    for (const seed of [1, 2, 3, 4]) {
      const proposed = ids({ favourites, planned: often, mealTypes: ['dinner'] }, seed);
      expect(new Set(proposed.slice(0, 2))).toEqual(favourites);
      expect(new Set(proposed.slice(2, 4))).toEqual(new Set(['r5', 'r6']));
    }
  });

  it('does not count plans older than 8 weeks as often planned', () => {
    const old: PlannedMeal[] = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'].map((date) => ({ recipeId: 'r5', date, mealType: 'dinner' }));
    const firsts = [1, 2, 3, 4, 5, 6].map((seed) => ids({ planned: old, mealTypes: ['dinner'] }, seed)[0]);
    expect(firsts.every((id) => id === 'r5')).toBe(false);
  });

  it('fills what it can with too few recipes, and says so', () => {
    const proposal = proposeWeek(request(withRecipes({ recipes: many(5) })), seededRandom(1));
    expect(proposal.meals).toHaveLength(5);
    expect(proposal.unfilled).toBe(9);
    expect(proposal.tooFew).toBe(true);
  });

  it('says too few below 7 suitable recipes even when the slots are filled', () => {
    const proposal = proposeWeek(request(withRecipes({ recipes: many(MIN_SUITABLE_RECIPES - 1), mealTypes: ['dinner'], today: '2026-11-28' })), seededRandom(1));
    expect(proposal.unfilled).toBe(0);
    expect(proposal.tooFew).toBe(true);
  });

  it('gives the same proposal for the same seed, and another for another seed', () => {
    expect(ids({}, 42)).toEqual(ids({}, 42));
    expect(ids({}, 42)).not.toEqual(ids({}, 43));
  });
});

describe('rerollMeal', () => {
  it('gives the meal another recipe that keeps every rule', () => {
    const planned: PlannedMeal[] = [{ recipeId: 'r0', date: '2026-11-15', mealType: 'dinner' }];
    const req = request(withRecipes({ planned, recipes: many(16) }));
    const proposal = proposeWeek(req, seededRandom(1));
    const rerolled = rerollMeal(req, proposal, 3, seededRandom(9));
    const before = proposal.meals[3]?.recipeId;
    const after = rerolled.meals[3]?.recipeId;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(after).not.toBe('r0');
    const all = rerolled.meals.map((meal) => meal.recipeId);
    expect(new Set(all).size).toBe(all.length);
    expect(rerolled.meals.filter((_, index) => index !== 3)).toEqual(proposal.meals.filter((_, index) => index !== 3));
  });

  it('keeps the meal as it is when no other recipe is left', () => {
    const req = request(withRecipes({ recipes: many(3) }));
    const proposal = proposeWeek(req, seededRandom(1));
    expect(rerollMeal(req, proposal, 0, seededRandom(2))).toBe(proposal);
  });
});

describe('removeProposedMeal', () => {
  it('takes one meal out of the proposal', () => {
    const proposal = proposeWeek(request(), seededRandom(1));
    const removed = removeProposedMeal(proposal, 1);
    expect(removed.meals).toHaveLength(13);
    expect(removed.meals).toEqual([proposal.meals[0], ...proposal.meals.slice(2)]);
  });
});

describe('proposalHistoryRange', () => {
  it('reads 8 weeks before the first day to fill, to the end of the week', () => {
    expect(proposalHistoryRange(WEEK.days, '2026-11-25')).toEqual({ from: '2026-09-30', to: '2026-11-29' });
    expect(proposalHistoryRange(WEEK.days, '2026-11-20')).toEqual({ from: '2026-09-28', to: '2026-11-29' });
  });
});
