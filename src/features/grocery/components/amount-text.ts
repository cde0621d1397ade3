import type { TFunction } from 'i18next';
import { formatQuantity } from '@/domain/grocery/grocery-display';
import { unitSymbolKey, type Unit } from '@/domain/recipes/units';

/**
 * How a shared view's line shows its quantity: French digits and its unit's symbol ('250 g',
 * '2 pc'); '' for a line without a quantity ('Sel', to taste), which shows none rather than '0'.
 */
export function amountText(quantity: number, unit: Unit | null, t: TFunction): string {
  return quantity > 0 ? [formatQuantity(quantity), unit && t(unitSymbolKey(unit)).toLowerCase()].filter(Boolean).join(' ') : '';
}
