/** Who is signed in, and in which household: what every household-wide query is scoped to. */
export interface HouseholdScope {
  householdId: string;
  userId: string;
}

/** A live query that lasts as long as one household is current; returns its stop function. */
export type HouseholdQuery = (scope: HouseholdScope) => () => void;
