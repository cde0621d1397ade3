import { groceryCategories, groceryCategoryColors, groceryCategoryLabelKey, type GroceryCategory } from './categories';

/** One aisle of a printed or shared list: its heading, its colour and its lines. */
export interface CategorySection<Line> {
  category: GroceryCategory;
  labelKey: `categories.${GroceryCategory}`;
  color: string;
  lines: Line[];
}

/**
 * Lines of any shape by aisle (the household's aggregated lines, or a shared list's stored
 * ones), aisles in the spec's display order (B §3), empty aisles left out, lines in the order given.
 */
export function sectionsByCategory<Line extends { category: GroceryCategory }>(lines: readonly Line[]): CategorySection<Line>[] {
  const byCategory = new Map<GroceryCategory, Line[]>();
  for (const line of lines) {
    const section = byCategory.get(line.category);
    if (section) section.push(line);
    else byCategory.set(line.category, [line]);
  }
  return groceryCategories.flatMap((category) => {
    const section = byCategory.get(category);
    return section ? [{ category, labelKey: groceryCategoryLabelKey(category), color: groceryCategoryColors[category], lines: section }] : [];
  });
}
