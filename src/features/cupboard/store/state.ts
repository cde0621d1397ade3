import type { StockAmounts, StockChange, PantryEntry } from '@/domain/cupboard/pantry-entry';
import type { LoadStatus } from '@/domain/shared/load-status';
import type { HouseholdScope } from '@/features/household';
import type { Outcome } from '@/domain/shared/outcome';
import type { PlannedWrite } from '@/lib/firebase/document-writer';
import type { Overlay } from '@/lib/overlays';

/** What the cupboard says when something failed, as locale keys. */
export type CupboardErrorKey = 'cupboard.errors.load' | 'cupboard.errors.stock' | 'cupboard.errors.staple' | 'cupboard.errors.remove';

export type CupboardOutcome = Outcome<CupboardErrorKey>;

export type PantryEntries = Readonly<Record<string, PantryEntry>>;

export interface CupboardState {
  /** The household whose cupboard is followed; null before the shell starts it. */
  householdId: string | null;
  /** Every food the household holds a document for, by catalogue food id (some at zero), as shown. */
  entries: PantryEntries;
  /** The entries as the live query last answered them, before `overlays`. */
  storedEntries: PantryEntries;
  /** Staples and removals shown whose writes have not settled, laid over each answer (lib/overlays.ts). */
  overlays: readonly Overlay<PantryEntries>[];
  status: LoadStatus;
  error: CupboardErrorKey | null;
}

export interface CupboardActions {
  /** Follows the household's cupboard live; returns the stop function. */
  start: (scope: HouseholdScope) => () => void;
  /**
   * Adds to (positive) or takes from (negative) the stock of each food, in one write. Shown at
   * once; a deduction is clamped to what is shown, so an amount never goes below zero. When
   * refused, the change is taken back and the error set.
   */
  stock: (changes: readonly StockChange[]) => Promise<CupboardOutcome>;
  /**
   * The same change as writes for another feature's batch ('Ranger les articles cochés' clears
   * the list's ticks in it), with what shows it; null without a household.
   */
  planStock: (changes: readonly StockChange[]) => Promise<PlannedWrite | null>;
  /** The stepper's amounts of a food, written as an increment of the difference. */
  setAmount: (foodId: string, amounts: StockAmounts) => Promise<CupboardOutcome>;
  /** 'Toujours en stock', with or without an amount. */
  setStaple: (foodId: string, staple: boolean) => Promise<CupboardOutcome>;
  /** Takes a food out of the cupboard. */
  remove: (foodId: string) => Promise<CupboardOutcome>;
  clearError: () => void;
}

export type CupboardStore = CupboardState & CupboardActions;

export const initialCupboardState: CupboardState = { householdId: null, entries: {}, storedEntries: {}, overlays: [], status: 'idle', error: null };
