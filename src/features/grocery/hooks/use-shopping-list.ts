import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { buildShoppingList, type ShoppingList } from '@/domain/grocery/shopping-list';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { isPending } from '@/domain/shared/load-status';
import { selectCupboardStatus, selectPantryStock, useCupboard } from '@/features/cupboard';
import { selectIngredientList, useIngredientCatalogue } from '@/features/recipes';
import { selectList } from '../store/selectors';
import { useGrocery } from '../store';
import { useGroceryLines, type GroceryLines } from './use-grocery-lines';

export interface ShoppingLines extends GroceryLines {
  /** One line per food, in what shops sell, by aisle then the cupboard (DESIGN.md §3, "What the list shows"). */
  shopping: ShoppingList;
  /** The catalogue the lines were built with, in the screen's language. */
  catalogue: readonly StandardIngredient[];
  /** The list, the recipes it plans or the household's cupboard are still arriving. */
  loading: boolean;
}

const noShopping: ShoppingList = { groups: [] };

/** The catalogue as the screen names foods: the English screen reads nameEn where there is one. */
function foodsIn(ingredients: readonly StandardIngredient[], language: string | undefined): readonly StandardIngredient[] {
  if (language !== 'en') return ingredients;
  return ingredients.map((food) => (food.nameEn ? { ...food, name: food.nameEn } : food));
}

/**
 * The active list as a shopper reads it: the aggregated lines (useGroceryLines) joined one per
 * food, in buying units, less what the household's cupboard holds, with the ticks that remember
 * what was bought.
 */
export function useShoppingList(): ShoppingLines {
  const { i18n } = useTranslation();
  const lines = useGroceryLines();
  const list = useGrocery(selectList);
  const { ingredients } = useIngredientCatalogue(useShallow(selectIngredientList));
  const language = i18n.resolvedLanguage;
  const catalogue = useMemo(() => foodsIn(ingredients, language), [ingredients, language]);
  const ticks = list?.checkedItems;
  const stock = useCupboard(selectPantryStock);
  // The lines are what the cupboard does not cover: shown before it answered, a line would
  // shrink or go a moment later (the shell starts it on every screen of a household).
  const cupboardStatus = useCupboard(selectCupboardStatus);
  const loading = lines.loading || isPending(cupboardStatus);
  // Built once the lines can show, as the lines are (useGroceryLines).
  const shopping = useMemo(() => (loading ? noShopping : buildShoppingList({ items: lines.items, catalogue, ticks, stock })), [loading, lines.items, catalogue, ticks, stock]);
  return { ...lines, loading, shopping, catalogue };
}
