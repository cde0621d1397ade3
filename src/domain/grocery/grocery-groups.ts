import type { Unit } from '../recipes/units';
import { keptText } from '../shared/kept-text';
import { normalizeText } from '../shared/normalize-text';
import { groceryCategories, groceryCategoryColors, groceryCategoryLabelKey, type GroceryCategory } from './categories';
import { sourcesTotal } from './grocery-display';
import type { AggregatedItem, AggregatedSource } from './grocery-line';

/** Label of the 'Recettes' tab's group of custom items ('Items personnalisés', spec B §5). */
export const CUSTOM_ITEMS_LABEL_KEY = 'grocery.customItems';

/** One aisle: its heading, its colour and its lines (the 'Catégories' tab's, or a printed or shared list's). */
export interface CategoryGroup<Item> {
  category: GroceryCategory;
  labelKey: `categories.${GroceryCategory}`;
  color: string;
  items: Item[];
}

/**
 * Lines of any shape by aisle (the household's aggregated lines, or a shared list's stored
 * ones), aisles in the spec's display order (B §3), empty aisles left out, lines in the order given.
 */
export function groupByCategory<Item extends { category: GroceryCategory }>(items: readonly Item[]): CategoryGroup<Item>[] {
  const byCategory = new Map<GroceryCategory, Item[]>();
  for (const item of items) {
    const group = byCategory.get(item.category);
    if (group) group.push(item);
    else byCategory.set(item.category, [item]);
  }
  return groceryCategories.flatMap((category) => {
    const group = byCategory.get(category);
    return group ? [{ category, labelKey: groceryCategoryLabelKey(category), color: groceryCategoryColors[category], items: group }] : [];
  });
}

/** A line as a group of the 'Recettes' tab shows it: the line, and what this group adds to it. */
export interface RecipeGroupLine {
  /** The whole line: its key is what a tick in this group stores. */
  item: AggregatedItem;
  /** What this recipe (or these custom items) adds, in the unit a person would write. */
  quantity: number;
  unit: Unit | null;
}

export type RecipeGroup =
  | {
      kind: 'recipe';
      recipeId: string;
      recipeName: string;
      /** The meals that plan it, which removing the recipe from the list removes. */
      mealEntries: { id: string; portions: number }[];
      lines: RecipeGroupLine[];
    }
  | { kind: 'custom'; labelKey: typeof CUSTOM_ITEMS_LABEL_KEY; lines: RecipeGroupLine[] };

interface PendingGroup {
  recipeName: string;
  mealEntries: Map<string, number>;
  lines: RecipeGroupLine[];
  /** The sources of the line being grouped that this group adds. */
  sources: AggregatedSource[];
}

// Recipe names come back on every grouping of a list: each one's key is kept.
const recipeSortKey = keptText(normalizeText);

function groupLine(item: AggregatedItem, sources: readonly AggregatedSource[]): RecipeGroupLine {
  const { quantity, unit } = sourcesTotal(sources);
  return { item, quantity, unit };
}

/**
 * The 'Recettes' tab: one group per recipe, however many meals plan it, sorted by name, then
 * the custom items under 'Items personnalisés'. A line shows in the group of every recipe it
 * comes from, and among the custom items if one of its sources is one, each time with the
 * part that group adds; lines keep the order given.
 */
export function groupByRecipe(items: readonly AggregatedItem[]): RecipeGroup[] {
  const recipes = new Map<string, PendingGroup>();
  const custom: RecipeGroupLine[] = [];
  const customSources: AggregatedSource[] = [];
  // The groups the line being grouped adds to: each gets one line of it, once its sources are all read.
  const touched: PendingGroup[] = [];
  for (const item of items) {
    for (const source of item.sources) {
      const recipeId = source.type === 'custom' ? null : (source.recipeId ?? null);
      if (recipeId === null) {
        customSources.push(source);
        continue;
      }
      let group = recipes.get(recipeId);
      if (!group) {
        group = { recipeName: source.recipeName ?? '', mealEntries: new Map(), lines: [], sources: [] };
        recipes.set(recipeId, group);
      }
      if (group.sources.length === 0) touched.push(group);
      group.sources.push(source);
      group.mealEntries.set(source.id, source.portions ?? 0);
    }
    for (const group of touched) {
      group.lines.push(groupLine(item, group.sources));
      group.sources.length = 0;
    }
    touched.length = 0;
    if (customSources.length > 0) {
      custom.push(groupLine(item, customSources));
      customSources.length = 0;
    }
  }
  const groups: RecipeGroup[] = [...recipes]
    .map(([recipeId, group]) => ({ recipeId, group, sortName: recipeSortKey(group.recipeName) }))
    .sort((a, b) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.recipeId < b.recipeId ? -1 : 1))
    .map(({ recipeId, group }) => ({
      kind: 'recipe',
      recipeId,
      recipeName: group.recipeName,
      mealEntries: [...group.mealEntries].map(([id, portions]) => ({ id, portions })),
      lines: group.lines,
    }));
  if (custom.length > 0) groups.push({ kind: 'custom', labelKey: CUSTOM_ITEMS_LABEL_KEY, lines: custom });
  return groups;
}
