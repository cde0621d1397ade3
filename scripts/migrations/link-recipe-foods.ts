import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { standardIngredientSchema, type StandardIngredient } from '../../src/domain/recipes/standard-ingredient.ts';
import { typedFoodMatch, withTypedFood, type TypedFoodLine } from '../../src/domain/recipes/typed-food-link.ts';
import { forEachPage, runAsCommand } from './migration-runner.ts';

// Links the ingredient lines of recipes saved before the recipe form did (DESIGN.md §3, "What
// the list shows": food identity comes from the catalogue matcher): each line typed without
// picking a catalogue food gets the food its name is and that food's aisle, as the form now
// does on save. The list matches such lines as it builds anyway; stored, the link also holds
// in the recipe's own views and in every older app still reading it. Lines already linked, and
// names that match nothing, are left as they are; nothing else of a recipe is written, not even
// its updatedAt, so no household's cookbook reorders.
//
// Run it against the local stack, or with a project's credentials; --dry-run prints what it
// would link and writes nothing. Running it again changes nothing.
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-nioo npx tsx scripts/migrations/link-recipe-foods.ts --dry-run
//   GCLOUD_PROJECT=<project> GOOGLE_APPLICATION_CREDENTIALS=<key.json> npx tsx scripts/migrations/link-recipe-foods.ts

/** One line linked (or, in a dry run, to link). */
export interface LinkedLine {
  recipeId: string;
  name: string;
  foodId: string;
  foodName: string;
}

export interface LinkReport {
  linked: LinkedLine[];
  /** Recipes written, or in a dry run that would be. */
  recipes: number;
  /** Recipes read. */
  read: number;
}

export interface LinkOptions {
  dryRun?: boolean;
  /** Recipes read, and written in one transaction, at a time: under Firestore's 500 writes. */
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 200;

type StoredLine = TypedFoodLine & Record<string, unknown>;

/** A line of the shape the form writes, not linked yet; anything else is left exactly as stored. */
function isUnlinkedLine(line: unknown): line is StoredLine {
  if (typeof line !== 'object' || line === null) return false;
  const { name, standardIngredientId } = line as Record<string, unknown>;
  return typeof name === 'string' && (standardIngredientId === undefined || standardIngredientId === null);
}

/** The recipe's stored lines with each typed name linked, and what was linked; null when nothing changes. */
function linkLines(recipeId: string, stored: unknown, catalogue: readonly StandardIngredient[]): { lines: unknown[]; linked: LinkedLine[] } | null {
  if (!Array.isArray(stored)) return null;
  const linked: LinkedLine[] = [];
  const lines = stored.map((line: unknown) => {
    if (!isUnlinkedLine(line)) return line;
    const match = typedFoodMatch(line, catalogue);
    if (!match || match.declined) return line;
    linked.push({ recipeId, name: line.name, foodId: match.food.id, foodName: match.food.name });
    return withTypedFood(line, catalogue);
  });
  return linked.length > 0 ? { lines, linked } : null;
}

/** The catalogue as the app reads it; a malformed entry is left out, as the app leaves it out. */
async function readCatalogue(firestore: Firestore): Promise<StandardIngredient[]> {
  const snapshot = await firestore.collection(collections.standardIngredients).get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = standardIngredientSchema.safeParse({ ...doc.data(), id: doc.id });
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Links the typed lines of one page's recipes in one transaction, reading them again inside it,
 * so a cook's save landing meanwhile is linked as saved rather than overwritten by the page read.
 */
async function linkPage(firestore: Firestore, refs: DocumentReference[], catalogue: readonly StandardIngredient[]): Promise<LinkedLine[]> {
  return firestore.runTransaction(async (transaction) => {
    const linked: LinkedLine[] = [];
    const recipes = await transaction.getAll(...refs);
    for (const recipe of recipes) {
      const change = recipe.exists ? linkLines(recipe.id, recipe.get('ingredients'), catalogue) : null;
      if (!change) continue;
      transaction.update(recipe.ref, { ingredients: change.lines });
      linked.push(...change.linked);
    }
    return linked;
  });
}

export async function linkRecipeFoods(firestore: Firestore, { dryRun = false, pageSize = DEFAULT_PAGE_SIZE }: LinkOptions = {}): Promise<LinkReport> {
  const catalogue = await readCatalogue(firestore);
  if (catalogue.length === 0) throw new Error('The standardIngredients catalogue is empty: seed it before linking recipes to it.');
  const linked: LinkedLine[] = [];
  const read = await forEachPage(firestore, collections.recipes, pageSize, async (recipes) => {
    const changed = recipes.filter((recipe) => linkLines(recipe.id, recipe.get('ingredients'), catalogue) !== null);
    if (changed.length === 0) return;
    linked.push(
      ...(dryRun
        ? changed.flatMap((recipe) => linkLines(recipe.id, recipe.get('ingredients'), catalogue)?.linked ?? [])
        : await linkPage(firestore, changed.map(({ ref }) => ref), catalogue)),
    );
  });
  return { linked, recipes: new Set(linked.map(({ recipeId }) => recipeId)).size, read };
}

runAsCommand(import.meta.url, 'link-recipe-foods', async (firestore, { dryRun }) => {
  const { linked, recipes, read } = await linkRecipeFoods(firestore, { dryRun });
  return [
    ...linked.map((line) => `recipes/${line.recipeId}: '${line.name}' → ${line.foodName} (${line.foodId})`),
    `${dryRun ? 'Dry run, nothing written: would link' : 'Linked'} ${linked.length} lines in ${recipes} of ${read} recipes.`,
  ].join('\n');
});
