import type { StockChange } from '@/domain/cupboard/pantry-entry';
import { cookedMealChanges, undoStockChanges } from '@/domain/cupboard/cooked-meal';
import { entryPortions, type MealEntry } from '@/domain/planner/meal-entry';
import type { Recipe } from '@/domain/recipes/recipe';
import type { PlannedWrite } from '@/lib/firebase/document-writer';
import { stockPort } from '@/features/cupboard';
import { readHousehold } from '@/features/household';
import { ingredientCataloguePort } from '@/features/recipes';
import type { plannerCommitter } from './commit';
import type { CookedMeal, PlannerErrorKey, PlannerOutcome } from '../state';

/** What cooking works with, handed in by cook.ts so that this chunk shares no planner module. */
export interface CookContext {
  commit: ReturnType<typeof plannerCommitter>['commit'];
}

const refused = (error: PlannerErrorKey) => ({ ok: false, error }) as const;

/** The entry marked (or unmarked) completed, with the cupboard's change in the same batch. */
const markCompleted = ({ commit }: CookContext, entryId: string, completed: boolean, stocking: PlannedWrite, error: PlannerErrorKey) =>
  commit([{ kind: 'update', entryId, fields: { completed } }], error, { alsoWrite: [stocking.write], show: stocking.show, landed: stocking.landed });

/**
 * 'Cuisiné' (issue 26, DESIGN.md §3 "The cupboard") on a meal that may be cooked: takes its
 * recipe's amounts, at its portions, from the cupboard, and marks it completed, in one batch: the
 * meal is never taken twice, nor marked without its amounts taken. Gives what it took.
 */
export async function cookEntry(
  context: CookContext,
  entry: MealEntry,
  recipe: Pick<Recipe, 'servings' | 'ingredients'>,
): Promise<{ ok: true; changes: StockChange[] } | { ok: false; error: PlannerErrorKey }> {
  // Without the cupboard's answer, nothing could be taken from it: the meal would read cooked and
  // stay in stock. A tap right after the week showed waits for it (the shell starts it then).
  if (!(await stockPort.loaded())) return refused('planner.errors.cook');
  await ingredientCataloguePort.load();
  const { ingredients, status } = ingredientCataloguePort.now();
  if (status !== 'loaded') return refused('planner.errors.cook');
  const portions = entryPortions(entry, readHousehold((state) => state.household?.numberOfPersons));
  const changes = cookedMealChanges({ recipe, portions, stock: stockPort.pantryStock(), catalogue: ingredients });
  const stocking = await stockPort.planStock(changes);
  if (!stocking) return refused('planner.errors.cook');
  const marked = await markCompleted(context, entry.id, true, stocking, 'planner.errors.cook');
  return marked.ok ? { ok: true, changes } : marked;
}

/** 'Annuler': gives back exactly what the meal took and unmarks it, in one batch. */
export async function undoCooked(context: CookContext, cooked: CookedMeal): Promise<PlannerOutcome> {
  const stocking = await stockPort.planStock(undoStockChanges(cooked.changes));
  if (!stocking) return refused('planner.errors.uncook');
  const unmarked = await markCompleted(context, cooked.entryId, false, stocking, 'planner.errors.uncook');
  return unmarked.ok ? unmarked : refused('planner.errors.uncook');
}
