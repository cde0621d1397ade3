import type { Unit } from '../recipes/units';
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
}

function sourcesByGroup(item: AggregatedItem): Map<string | null, AggregatedSource[]> {
  const byGroup = new Map<string | null, AggregatedSource[]>();
  for (const source of item.sources) {
    const group = source.type === 'custom' ? null : (source.recipeId ?? null);
    const sources = byGroup.get(group);
    if (sources) sources.push(source);
    else byGroup.set(group, [source]);
  }
  return byGroup;
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
  for (const item of items) {
    for (const [recipeId, sources] of sourcesByGroup(item)) {
      const line = { item, ...sourcesTotal(sources) };
      if (recipeId === null) {
        custom.push(line);
        continue;
      }
      let group = recipes.get(recipeId);
      if (!group) {
        group = { recipeName: sources[0]?.recipeName ?? '', mealEntries: new Map(), lines: [] };
        recipes.set(recipeId, group);
      }
      for (const source of sources) group.mealEntries.set(source.id, source.portions ?? 0);
      group.lines.push(line);
    }
  }
  const groups: RecipeGroup[] = [...recipes]
    .map(([recipeId, group]) => ({ recipeId, group, sortName: normalizeText(group.recipeName) }))
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
