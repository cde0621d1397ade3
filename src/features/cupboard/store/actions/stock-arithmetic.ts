import type { PantryEntry, StockAmounts, StockChange } from '@/domain/cupboard/pantry-entry';

const dimensions = ['mass', 'volume', 'count'] as const;

/** A food the cupboard has no document for yet, as its first write makes it. */
export const newEntry = (householdId: string, foodId: string): PantryEntry => ({ organizationId: householdId, foodId, mass: 0, volume: 0, count: 0, staple: false, updatedAt: null });

/** A change whose deductions take no more than `entry` shows, so no amount goes below zero; null when nothing is left to change. */
export function clampChange(change: StockChange, entry: PantryEntry | undefined): StockChange | null {
  const amounts = Object.fromEntries(dimensions.map((dimension) => [dimension, Math.max(change.amounts[dimension], -(entry?.[dimension] ?? 0))])) as StockAmounts;
  return dimensions.some((dimension) => amounts[dimension] !== 0) ? { foodId: change.foodId, amounts } : null;
}

/** The entry with the change applied (`sign` -1 takes it back), never below zero. */
export function applyChange(entry: PantryEntry, amounts: StockAmounts, sign: 1 | -1 = 1): PantryEntry {
  const next = { ...entry };
  for (const dimension of dimensions) next[dimension] = Math.max(0, entry[dimension] + sign * amounts[dimension]);
  return next;
}

/** What turns `entry`'s amounts into `amounts`: the difference per dimension. */
export function differenceTo(entry: PantryEntry | undefined, amounts: StockAmounts): StockAmounts {
  return { mass: amounts.mass - (entry?.mass ?? 0), volume: amounts.volume - (entry?.volume ?? 0), count: amounts.count - (entry?.count ?? 0) };
}
