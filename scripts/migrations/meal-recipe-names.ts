import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { planRecipeName } from '../../src/domain/planner/weekly-plan-summary.ts';
import { forEachPage, runAsCommand } from './migration-runner.ts';

// Gives the meals planned before they kept their recipe's name (issue 24: the week draws its
// meals' names before it reads their recipes) the name of their recipe, on one line within a
// recipe name's limit, as the planner now writes it. A meal whose recipe is gone keeps no name
// ('Recette introuvable' still shows once the recipe's read answers); nothing else of a meal is
// written, not even its updatedAt. Running it again changes nothing.
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-nioo npx tsx scripts/migrations/meal-recipe-names.ts --dry-run
//   GCLOUD_PROJECT=<project> GOOGLE_APPLICATION_CREDENTIALS=<key.json> npx tsx scripts/migrations/meal-recipe-names.ts

export interface MealNamesReport {
  /** Meals given their recipe's name, or in a dry run that would be. */
  named: number;
  /** Meals without a name whose recipe is gone. */
  recipeGone: number;
  /** Meals read. */
  read: number;
}

export interface MealNamesOptions {
  dryRun?: boolean;
  /** Meals read, and written in one transaction, at a time: under Firestore's 500 writes. */
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 200;

const hasNoName = (meal: { get: (field: string) => unknown }) => meal.get('recipeName') === undefined;

/**
 * Names one page's meals in one transaction, reading them and their recipes inside it: a meal
 * deleted meanwhile is skipped, one named meanwhile (by a newer app) is left as it is.
 */
async function namePage(firestore: Firestore, refs: DocumentReference[], dryRun: boolean): Promise<Omit<MealNamesReport, 'read'>> {
  return firestore.runTransaction(async (transaction) => {
    const meals = (await transaction.getAll(...refs)).filter((meal) => meal.exists && hasNoName(meal));
    const recipeIds = [...new Set(meals.map((meal) => meal.get('recipeId')).filter((id): id is string => typeof id === 'string' && id !== ''))];
    const recipes = recipeIds.length === 0 ? [] : await transaction.getAll(...recipeIds.map((id) => firestore.collection(collections.recipes).doc(id)));
    const names = new Map(recipes.flatMap((recipe) => (recipe.exists && typeof recipe.get('name') === 'string' ? [[recipe.id, recipe.get('name') as string]] : [])));
    let named = 0;
    for (const meal of meals) {
      const name = names.get(meal.get('recipeId') as string);
      if (name === undefined) continue;
      if (!dryRun) transaction.update(meal.ref, { recipeName: planRecipeName(name) });
      named += 1;
    }
    return { named, recipeGone: meals.length - named };
  });
}

export async function nameMealRecipes(firestore: Firestore, { dryRun = false, pageSize = DEFAULT_PAGE_SIZE }: MealNamesOptions = {}): Promise<MealNamesReport> {
  const report = { named: 0, recipeGone: 0 };
  const read = await forEachPage(firestore, collections.mealEntries, pageSize, async (meals) => {
    const unnamed = meals.filter(hasNoName);
    if (unnamed.length === 0) return;
    const page = await namePage(firestore, unnamed.map(({ ref }) => ref), dryRun);
    report.named += page.named;
    report.recipeGone += page.recipeGone;
  });
  return { ...report, read };
}

runAsCommand(import.meta.url, 'meal-recipe-names', async (firestore, { dryRun }) => {
  const { named, recipeGone, read } = await nameMealRecipes(firestore, { dryRun });
  return `${dryRun ? 'Dry run, nothing written: would name' : 'Named'} ${named} of ${read} meals; ${recipeGone} without a name have no recipe any more.`;
});
