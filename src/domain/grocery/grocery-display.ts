import { unitLabelKey, type Unit } from '../recipes/units';
import type { AggregatedItem, AggregatedSource } from './grocery-line';
import { displayUnitFor, fromBaseQuantity, toBaseQuantity } from './unit-dimensions';

/** What fr-FR puts between groups of thousands: a narrow no-break space. */
const THOUSANDS_SEPARATOR = '\u202f';

/**
 * The number as a person reads it: its shortest decimal form, the one Intl rounds, without the
 * exponent String() writes below 1e-6 (which rounds to 0 here anyway) and from 1e21.
 */
function decimalForm(magnitude: number): string {
  if (magnitude < 1e-6) return '0';
  if (magnitude >= 1e21) return BigInt(magnitude).toString();
  return String(magnitude);
}

/**
 * Rounded to hundredths, half up, on the decimal form: 1.005 → 1.01 as Intl writes it, where
 * `quantity * 100` gives 100.49999…, and 27.134999999999998 → 27.13, where parsing it shifted
 * ('…e2') gives 2713.5.
 */
function hundredths(magnitude: number): { whole: string; fraction: string } {
  const [whole = '0', decimals = ''] = decimalForm(magnitude).split('.');
  const kept = decimals.slice(0, 2).padEnd(2, '0');
  if ((decimals[2] ?? '0') < '5') return { whole, fraction: kept };
  const up = String(BigInt(whole + kept) + 1n).padStart(3, '0');
  return { whole: up.slice(0, -2), fraction: up.slice(-2) };
}

/**
 * A quantity as the list shows it (spec B §5): French digits, at most two decimals, groups of
 * thousands split by a narrow no-break space (U+202F): 1.5 → '1,5', 1234.5 → '1 234,5',
 * 1/3 → '0,33'. What `Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })` writes, without
 * building one: the first of a page loads the locale's data, about 110 ms of a phone's main thread
 * in the list's first visit, in the middle of its recipes' arrival.
 */
export function formatQuantity(quantity: number): string {
  const { whole, fraction } = hundredths(Math.abs(quantity));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  const decimals = fraction.replace(/0+$/, '');
  return `${quantity < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
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
