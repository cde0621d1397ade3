import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import type { GroceryCategory } from '../../src/domain/grocery/categories.ts';
import { groceryListName } from '../../src/domain/grocery/grocery-list-name.ts';
import { groceryLineKey } from '../../src/domain/grocery/line-key.ts';
import { dimensionOf } from '../../src/domain/grocery/unit-dimensions.ts';
import type { Unit } from '../../src/domain/recipes/units.ts';
import { householdRecipes } from './demo-recipes.ts';
import type { DemoWeek } from './demo-week.ts';

/** One id: seeding again rewrites the same list instead of opening another. */
export const DEMO_GROCERY_LIST_ID = 'demo-grocery-list';

interface DemoCustomItem {
  name: string;
  quantity: number;
  unit: Unit;
  category: GroceryCategory;
  checked: boolean;
}

/** What a household adds by hand besides its meals: one already in the trolley. */
export const demoCustomItems: Readonly<Record<string, DemoCustomItem>> = {
  'demo-item-eponges': { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false },
  'demo-item-cafe': { name: 'Café moulu', quantity: 1, unit: 'piece', category: 'sweetGrocery', checked: true },
  'demo-item-papier': { name: 'Papier cuisson', quantity: 1, unit: 'piece', category: 'other', checked: false },
  'demo-item-yaourts': { name: 'Yaourts nature', quantity: 8, unit: 'piece', category: 'dairy', checked: false },
};

/** Ingredients of the week's recipes already bought: their lines show ticked. */
const tickedIngredients: readonly { recipe: string; ingredient: string }[] = [
  { recipe: 'demo-omelette', ingredient: 'oeuf' },
  { recipe: 'demo-curry', ingredient: 'riz-basmati' },
  { recipe: 'demo-curry', ingredient: 'lait-de-coco' },
];

function tickKeys(): string[] {
  return tickedIngredients.map(({ recipe, ingredient }) => {
    const line = householdRecipes.find((candidate) => candidate.key === recipe)?.ingredients.find((candidate) => candidate.standardIngredientId === ingredient);
    if (!line) throw new Error(`The demo recipe ${recipe} has no ${ingredient}.`);
    return groceryLineKey(line, dimensionOf(line.unit));
  });
}

/** groceryListsV2/{DEMO_GROCERY_LIST_ID} for the demo week (pure: no Firestore access). */
export function buildDemoGroceryList(week: DemoWeek, now: Date) {
  const stamp = Timestamp.fromDate(now);
  const householdId = week.plan.data.organizationId;
  return {
    organizationId: householdId,
    name: groceryListName(now),
    status: 'active' as const,
    // The planned meals, as automation adds them; the unplanned one waits for a day.
    mealEntryRefs: Object.fromEntries(week.entries.filter(({ data }) => data.date !== '').map(({ id, data }) => [id, { recipeId: data.recipeId, portions: data.portions }])),
    checkedItems: Object.fromEntries(tickKeys().map((key) => [key, true])),
    customItems: Object.fromEntries(Object.entries(demoCustomItems).map(([id, item]) => [id, { ...item, createdAt: stamp }])),
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/**
 * Gives the demo week its active shopping list, on every start like the week itself, and
 * archives the household's other active lists (the one sign-up opened), so the list is theirs.
 */
export async function seedDemoGroceryList(firestore: Firestore, week: DemoWeek, now = new Date()): Promise<void> {
  const lists = firestore.collection(collections.groceryListsV2);
  const list = buildDemoGroceryList(week, now);
  const others = (await lists.where('organizationId', '==', list.organizationId).where('status', '==', 'active').get()).docs.filter((doc) => doc.id !== DEMO_GROCERY_LIST_ID);
  const batch = firestore.batch();
  for (const other of others) batch.update(other.ref, { status: 'archived', updatedAt: Timestamp.fromDate(now) });
  batch.set(lists.doc(DEMO_GROCERY_LIST_ID), list);
  await batch.commit();
}
