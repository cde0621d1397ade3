import { z } from 'zod';
import { isDocumentId } from '../shared/document-id';
import { optionalTimestampSchema } from '../shared/timestamp';

/**
 * The cupboard (DESIGN.md §3, "The cupboard"): the household's stock, one document per food of
 * the catalogue, `pantry/{organizationId}_{foodId}`. Amounts are kept per dimension in the
 * dimension's base unit (grams, millilitres, pieces as recipes count the food), as the list's
 * needs are (food-need.ts), and change only by increments, so members stocking and cooking at
 * once never overwrite each other.
 */
export const PANTRY_MAX_AMOUNT = 1_000_000;

const amountSchema = z.number().min(0).max(PANTRY_MAX_AMOUNT);

export const pantryEntrySchema = z.object({
  organizationId: z.string().refine(isDocumentId),
  foodId: z.string().refine(isDocumentId),
  mass: amountSchema.default(0),
  volume: amountSchema.default(0),
  count: amountSchema.default(0),
  /** 'Toujours en stock': a staple the household keeps, with or without an amount. */
  staple: z.boolean().default(false),
  /**
   * The last change of its amounts: a batch the SDK sends again (its answer lost to a reload or
   * the network) carries the same id, and the rules refuse it, so an increment lands once.
   */
  changeId: z.string().refine(isDocumentId).optional(),
  updatedAt: optionalTimestampSchema,
});

export type PantryEntry = z.infer<typeof pantryEntrySchema>;

/** The amounts of a food in stock, per dimension (a Need without 'none'). */
export type StockAmounts = Pick<PantryEntry, 'mass' | 'volume' | 'count'>;

/** The cupboard as the screens read it: by catalogue food id. */
export type PantryStock = ReadonlyMap<string, Pick<PantryEntry, 'foodId' | 'mass' | 'volume' | 'count' | 'staple'>>;

/** What one action adds to (positive) or takes from (negative) a food's stock, per dimension. */
export interface StockChange {
  foodId: string;
  amounts: StockAmounts;
}

/** A food's document id: derived from its data, as the rules check (DESIGN.md §3, "Ids and text from clients"). */
export const pantryEntryId = (householdId: string, foodId: string) => `${householdId}_${foodId}`;

/** Whether a food shows in the cupboard: some amount left, or kept as a staple. */
export const isInCupboard = (entry: Pick<PantryEntry, 'mass' | 'volume' | 'count' | 'staple'>) =>
  entry.staple || entry.mass > 0 || entry.volume > 0 || entry.count > 0;
