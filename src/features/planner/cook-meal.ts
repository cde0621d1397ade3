import { COOKED_UNDO_MS, isCookable } from '@/domain/planner/cooked-meal';
import { cookedMealChanges, undoStockChanges } from '@/domain/cupboard/cooked-meal';
import { entryPortions } from '@/domain/planner/meal-entry';
import type { Recipe } from '@/domain/recipes/recipe';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { selectPantryStock, useCupboard } from '@/features/cupboard';
import { useHousehold } from '@/features/household';
import { useIngredientCatalogue } from '@/features/recipes';
import { refused } from './planner-commit';
import type { plannerCommitter } from './planner-commit';
import { selectPlannerEntries } from './planner-entries';
import type { GetPlanner, PlannerOutcome, SetPlanner } from './planner-state';

/** What the cooking actions work with: the store, and its commit (one batch per intent). */
export interface CookContext {
  set: SetPlanner;
  get: GetPlanner;
  commit: ReturnType<typeof plannerCommitter>['commit'];
}

let undoTimer: ReturnType<typeof setTimeout> | undefined;

const markCompleted = ({ commit }: CookContext, entryId: string, completed: boolean) => commit([{ kind: 'update', entryId, fields: { completed } }], 'planner.errors.cook');

/**
 * 'Cuisiné' (issue 26, DESIGN.md §3 "The cupboard"): a meal of today or a past day takes its
 * recipe's amounts, at its portions, from the cupboard, and is marked completed in the planner's
 * own batch, so it is never taken twice; 'Annuler' gives both back for a minute. Two writes, one
 * per feature's batch: the entry's here, the cupboard's increments in its store; a refused one
 * takes the other back.
 */
export async function cookEntry(context: CookContext, entryId: string, recipe: Pick<Recipe, 'name' | 'servings' | 'ingredients'>): Promise<PlannerOutcome> {
  const { set, get } = context;
  const entry = selectPlannerEntries(get()).find((candidate) => candidate.id === entryId);
  if (!entry || entry.completed || !isCookable(entry, toCalendarDate(new Date()))) return refused('planner.errors.cook');
  // Without the cupboard's answer, nothing could be taken from it: the meal would read cooked and stay in stock.
  if (useCupboard.getState().status !== 'loaded') return refused('planner.errors.cook');
  await useIngredientCatalogue.getState().load();
  const { ingredients, status } = useIngredientCatalogue.getState();
  if (status !== 'loaded') return refused('planner.errors.cook');
  const portions = entryPortions(entry, useHousehold.getState().organization?.numberOfPersons);
  const changes = cookedMealChanges({ recipe, portions, stock: selectPantryStock(useCupboard.getState()), catalogue: ingredients });
  const marked = await markCompleted(context, entryId, true);
  if (!marked.ok) return marked;
  if (changes.length > 0 && !(await useCupboard.getState().stock(changes))) {
    await markCompleted(context, entryId, false);
    set({ error: 'planner.errors.cook' });
    return refused('planner.errors.cook');
  }
  clearTimeout(undoTimer);
  set({ cooked: { entryId, recipeName: recipe.name, changes } });
  undoTimer = setTimeout(() => set((state) => (state.cooked?.entryId === entryId ? { cooked: null } : {})), COOKED_UNDO_MS);
  return { ok: true };
}

/** 'Annuler': gives back exactly what the meal took and unmarks it. */
export async function undoCooked(context: CookContext): Promise<PlannerOutcome> {
  const { set, get } = context;
  const { cooked } = get();
  if (!cooked) return { ok: true };
  clearTimeout(undoTimer);
  set({ cooked: null });
  if (cooked.changes.length > 0 && !(await useCupboard.getState().stock(undoStockChanges(cooked.changes)))) {
    set({ error: 'planner.errors.uncook' });
    return refused('planner.errors.uncook');
  }
  const unmarked = await markCompleted(context, cooked.entryId, false);
  return unmarked.ok ? unmarked : refused('planner.errors.uncook');
}
