import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { safeAggregate } from '@/domain/grocery/aggregate-grocery-list';
import type { AggregatedItem, IngredientCatalogue } from '@/domain/grocery/grocery-line';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { isPending } from '@/domain/shared/load-status';
import { selectIngredientCatalogue, selectRecipesById, useIngredientCatalogue, useRecipes } from '@/features/recipes';
import { readListRecipes } from '../store/live/follow-list-recipes';
import { isWaitingForRecipes, listRecipesById } from '../store/list-lines';
import { selectGroceryStatus, selectList } from '../store/selectors';
import { useGrocery } from '../store';

export interface GroceryLines {
  /** The lines of the active list (spec B §5); only its custom items when `failed`. */
  items: AggregatedItem[];
  /** The list's data could not make lines: 'Failed to process grocery list' (spec B §8). */
  failed: boolean;
  /** The list, or the recipes it plans, are still arriving. */
  loading: boolean;
}

const noLines: GroceryLines = { items: [], failed: false, loading: false };

/** The catalogue as the lines name things: the English screen reads nameEn where there is one. */
function catalogueFor(byId: ReadonlyMap<string, StandardIngredient>, language: string | undefined): IngredientCatalogue {
  if (language !== 'en') return byId;
  return new Map([...byId].map(([id, ingredient]) => [id, { name: ingredient.nameEn ?? ingredient.name, category: ingredient.category }]));
}

/**
 * The active list's lines, aggregated again whenever the list, the recipes it plans (read by id
 * while the lines show) or the ingredient catalogue change. Loads the catalogue on first use.
 */
export function useGroceryLines(): GroceryLines {
  const { i18n } = useTranslation();
  const list = useGrocery(selectList);
  const status = useGrocery(selectGroceryStatus);
  const read = useRecipes(selectRecipesById);
  useEffect(() => readListRecipes(useGrocery), []);
  const { byId, status: catalogueStatus, load } = useIngredientCatalogue(useShallow(selectIngredientCatalogue));
  useEffect(() => void load(), [load]);

  const language = i18n.resolvedLanguage;
  const catalogue = useMemo(() => catalogueFor(byId, language), [byId, language]);
  const recipesById = useMemo(() => listRecipesById(read), [read]);

  const waitingForRecipes = isWaitingForRecipes(list, read);
  // The catalogue makes a line's identity (a typed 'lait' is the food's line) and so where its
  // tick is stored: the list waits for it (a file the app ships, kept offline by the service
  // worker), so a line never shows or is ticked under a name it loses a moment later. Should it
  // fail to load, lines show by their names.
  const waitingForCatalogue = isPending(catalogueStatus);
  const loading = isPending(status) || waitingForRecipes || waitingForCatalogue;

  // Made only once all they are made of has come: lines made from the device's copy of the list
  // while its recipes or the catalogue were on their way were never shown, and a phone's main
  // thread spent on them the time Firestore needed to hand over the rest.
  const aggregation = useMemo(() => (list && !loading ? safeAggregate(list, recipesById, catalogue) : null), [list, loading, recipesById, catalogue]);
  useEffect(() => {
    if (aggregation?.failed) console.error('Failed to process grocery list', aggregation.cause);
  }, [aggregation]);

  if (!aggregation) return { ...noLines, loading };
  return { items: aggregation.items, failed: aggregation.failed, loading };
}
