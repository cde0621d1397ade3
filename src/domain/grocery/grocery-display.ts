import { unitLabelKey, type Unit } from '../recipes/units';
import type { AggregatedItem, AggregatedSource } from './grocery-line';
import { displayUnitFor, fromBaseQuantity, toBaseQuantity } from './unit-dimensions';

// One formatter for every line, built on first use: building an Intl.NumberFormat costs far more
// than using one (about 25 ms on a phone, which loading this module held a public page for).
let quantityFormat: Intl.NumberFormat | undefined;

/**
 * Builds the formatter before the first quantity asks for it. The first Intl.NumberFormat of a
 * page loads the locale's data: about 90 ms of a phone's main thread in a profile of the list's
 * first visit, which its first draw waited for once the recipes had answered.
 */
export function prepareQuantityFormat(): Intl.NumberFormat {
  quantityFormat ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
  return quantityFormat;
}

/**
 * A quantity as the list shows it (spec B §5): French digits, at most two decimals, groups of
 * thousands split by a narrow no-break space (U+202F): 1.5 → '1,5', 1234.5 → '1 234,5',
 * 1/3 → '0,33'.
 */
export function formatQuantity(quantity: number): string {
  return prepareQuantityFormat().format(quantity);
}

export interface QuantityLabel {
  quantity: string;
  /** units.{unit}, which the screen lower-cases (spec B §5); null for a line without a unit. */
  unitLabelKey: `units.${Unit}` | null;
}

export function quantityLabel(line: { quantity: number; unit: Unit | null }): QuantityLabel {
  return { quantity: formatQuantity(line.quantity), unitLabelKey: line.unit ? unitLabelKey(line.unit) : null };
}

/** What some of a line's sources add up to, in the unit a person would write (displayUnitFor). */
export function sourcesTotal(sources: readonly AggregatedSource[]): { quantity: number; unit: Unit | null } {
  const units: Unit[] = [];
  let base = 0;
  let sameUnit = 0;
  for (const source of sources) {
    if (source.unit) units.push(source.unit);
    base += toBaseQuantity(source.quantity, source.unit);
    sameUnit += source.quantity;
  }
  const unit = displayUnitFor(units, base);
  const mixed = units.some((other) => other !== units[0]);
  return { quantity: mixed ? fromBaseQuantity(base, unit) : sameUnit, unit };
}

/** The recipes a line comes from, for its summary: the first two names and how many more. */
export interface SourceSummary {
  names: string[];
  others: number;
}

/** Each recipe counts once however many meals plan it; custom items are not recipes. */
export function sourceSummary(item: Pick<AggregatedItem, 'sources'>): SourceSummary {
  const names = new Map<string, string>();
  for (const source of item.sources) {
    if (source.type === 'mealEntry' && source.recipeId !== undefined && !names.has(source.recipeId)) {
      names.set(source.recipeId, source.recipeName ?? '');
    }
  }
  const all = [...names.values()];
  return { names: all.slice(0, 2), others: Math.max(0, all.length - 2) };
}

export interface SummaryWords {
  and: string;
  others: (count: number) => string;
}

/** The spec's French; the English screen passes its own words from its locale. */
export const frenchSummaryWords: SummaryWords = {
  and: 'et',
  others: (count) => `${formatQuantity(count)} ${count > 1 ? 'autres' : 'autre'}`,
};

/** 'Crêpes', 'Crêpes et Quiche', 'Crêpes, Quiche et 3 autres'; '' for a line of custom items only. */
export function formatSourceSummary({ names, others }: SourceSummary, words: SummaryWords = frenchSummaryWords): string {
  if (others > 0) return `${names.join(', ')} ${words.and} ${words.others(others)}`;
  return names.join(` ${words.and} `);
}
