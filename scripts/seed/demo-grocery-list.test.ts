import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from '../../src/domain/grocery/aggregate-grocery-list.ts';
import { groceryListSchema } from '../../src/domain/grocery/grocery-list.ts';
import { householdRecipes } from './demo-recipes.ts';
import { buildDemoGroceryList, demoCustomItems, DEMO_GROCERY_LIST_ID } from './demo-grocery-list.ts';
import { buildDemoWeek, DEMO_WEEK_START_DAY } from './demo-week.ts';

const now = new Date(2026, 2, 25, 10, 30);
const week = buildDemoWeek({
  organizationId: 'org-demo',
  userId: 'user-demo',
  numberOfPersons: 4,
  weekStartDay: DEMO_WEEK_START_DAY,
  recipeNames: new Map(householdRecipes.map((recipe) => [recipe.key, recipe.name])),
  now,
});

describe('the demo shopping list', () => {
  const stored = buildDemoGroceryList(week, now);
  const list = groceryListSchema.parse({ id: DEMO_GROCERY_LIST_ID, ...stored });

  it('is the active list of the demo household, named for today, in the shape the app reads', () => {
    expect(list).toMatchObject({ organizationId: 'org-demo', status: 'active', name: 'Liste de courses du 25 mars' });
  });

  it('holds every planned meal of the week with its portions, not the unplanned one', () => {
    const planned = week.entries.filter(({ data }) => data.date !== '');
    expect(Object.keys(list.mealEntryRefs).sort()).toEqual(planned.map(({ id }) => id).sort());
    for (const { id, data } of planned) expect(list.mealEntryRefs[id]).toEqual({ recipeId: data.recipeId, portions: data.portions });
  });

  it('has a few custom items, one already ticked', () => {
    expect(Object.keys(list.customItems)).toHaveLength(Object.keys(demoCustomItems).length);
    expect(Object.values(list.customItems).filter((item) => item.checked).map((item) => item.name)).toEqual(['Café moulu']);
  });

  it('ticks lines the week really has, and leaves the others to buy', () => {
    const recipes = new Map(householdRecipes.map((recipe) => [recipe.key, { id: recipe.key, name: recipe.name, servings: recipe.servings, ingredients: recipe.ingredients.map((line, index) => ({ id: String(index), ...line })) }]));
    const items = aggregateGroceryList(list, recipes);
    const ticked = items.filter((item) => item.checked).map((item) => item.name);
    expect(ticked).toEqual(expect.arrayContaining(['œuf', 'riz basmati', 'lait de coco', 'Café moulu']));
    expect(ticked).toHaveLength(4);
    expect(items.length).toBeGreaterThan(20);
  });
});
