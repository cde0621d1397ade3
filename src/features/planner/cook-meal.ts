import type { StockChange } from '@/domain/cupboard/pantry-entry';
import { cookedMealChanges, undoStockChanges } from '@/domain/cupboard/cooked-meal';
import { entryPortions, type MealEntry } from '@/domain/planner/meal-entry';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectPantryStock, useCupboard } from '@/features/cupboard';
import { useHousehold } from '@/features/household';
import { useIngredientCatalogue } from '@/features/recipes';
import type { plannerCommitter } from './planner-commit';
import type { CookedMeal, PlannerErrorKey, PlannerOutcome, SetPlanner } from './planner-state';

/** What cooking works with, handed in by cook-actions.ts so that this chunk shares no planner module. */
export interface CookContext {
  set: SetPlanner;
  commit: ReturnType<typeof plannerCommitter>['commit'];
}

const refused = (error: PlannerErrorKey) => ({ ok: false, error }) as const;

const markCompleted = ({ commit }: CookContext, entryId: string, completed: boolean) => commit([{ kind: 'update', entryId, fields: { completed } }], 'planner.errors.cook');

/**
 * 'Cuisiné' (issue 26, DESIGN.md §3 "The cupboard") on a meal that may be cooked: takes its
 * recipe's amounts, at its portions, from the cupboard, and marks it completed in the planner's
 * own batch, so it is never taken twice. Two writes, one per feature's batch: the entry's here,
 * the cupboard's increments in its store; a refused one takes the other back. Gives what it took.
 */
export async function cookEntry(
  context: CookContext,
  entry: MealEntry,
  recipe: Pick<Recipe, 'servings' | 'ingredients'>,
): Promise<{ ok: true; changes: StockChange[] } | { ok: false; error: PlannerErrorKey }> {
  // Without the cupboard's answer, nothing could be taken from it: the meal would read cooked and stay in stock.
  if (useCupboard.getState().status !== 'loaded') return refused('planner.errors.cook');
  await useIngredientCatalogue.getState().load();
  const { ingredients, status } = useIngredientCatalogue.getState();
  if (status !== 'loaded') return refused('planner.errors.cook');
  const portions = entryPortions(entry, useHousehold.getState().organization?.numberOfPersons);
  const changes = cookedMealChanges({ recipe, portions, stock: selectPantryStock(useCupboard.getState()), catalogue: ingredients });
  const marked = await markCompleted(context, entry.id, true);
  if (!marked.ok) return marked;
  if (changes.length > 0 && !(await useCupboard.getState().stock(changes))) {
    await markCompleted(context, entry.id, false);
    context.set({ error: 'planner.errors.cook' });
    return refused('planner.errors.cook');
  }
  return { ok: true, changes };
}

/** 'Annuler': gives back exactly what the meal took and unmarks it. */
export async function undoCooked(context: CookContext, cooked: CookedMeal): Promise<PlannerOutcome> {
  if (cooked.changes.length > 0 && !(await useCupboard.getState().stock(undoStockChanges(cooked.changes)))) {
    context.set({ error: 'planner.errors.uncook' });
    return refused('planner.errors.uncook');
  }
  const unmarked = await markCompleted(context, cooked.entryId, false);
  return unmarked.ok ? unmarked : refused('planner.errors.uncook');
}
