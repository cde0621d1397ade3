/**
 * Every Firestore collection the product uses (spec A §7, spec B §7, DESIGN.md §3): where the
 * spec's names meet the code's. The code says household where the spec stores organizations,
 * organizationInvites and the documents' organizationId, which stay as stored.
 */
export const collections = {
  users: 'users',
  organizations: 'organizations',
  organizationInvites: 'organizationInvites',
  recipes: 'recipes',
  standardIngredients: 'standardIngredients',
  bookmarks: 'bookmarks',
  cookbooks: 'cookbooks',
  mealEntries: 'mealEntries',
  mealPlans: 'mealPlans',
  weeklyMealPlans: 'newMealPlans',
  groceryLists: 'groceryLists',
  groceryListsV2: 'groceryListsV2',
  /** The household's cupboard, one document per catalogue food, changed by increments (DESIGN.md §3, "The cupboard"). */
  pantry: 'pantry',
  /** What a share link shows of a list, keyed by its token (DESIGN.md §3, "Share links"). */
  sharedGroceryLists: 'sharedGroceryLists',
  /** Which household's list each shared view shows, by token: read by the rules and the API service only. */
  sharedGroceryListOwners: 'sharedGroceryListOwners',
  /** Hashed e-mail verification tokens: written and read by the API service only. */
  emailVerificationTokens: 'emailVerificationTokens',
  /** Payment events already applied, keyed by the provider's event id: API service only. */
  paymentEvents: 'paymentEvents',
  /** The local payment provider's state (server/payments/local-*): API service only. */
  localCheckoutSessions: 'localCheckoutSessions',
  localPortalSessions: 'localPortalSessions',
  localPaymentCustomers: 'localPaymentCustomers',
  localPaymentSubscriptions: 'localPaymentSubscriptions',
  /** Each member's calendar address: their nonce and token's hash, in one document per household. API service only. */
  calendarFeeds: 'calendarFeeds',
  /** Calendar tokens' hashes to their household and member, for the feed's lookup. API service only. */
  calendarTokens: 'calendarTokens',
  /** The API's rate limit counters, shared by its instances (RATE_LIMIT_STORE=firestore). API service only. */
  rateLimits: 'rateLimits',
} as const;

export type CollectionName = (typeof collections)[keyof typeof collections];

export const allCollectionNames: readonly CollectionName[] = Object.values(collections);
