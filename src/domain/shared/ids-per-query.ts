/**
 * The most document ids one live query by id asks for. Firestore allows 30 in an `in` filter,
 * but its rules check such a query id by id, and one request's rules may read 20 documents: each
 * id reads its document, an id deleted since one more (its exists()), the caller's membership
 * two. A query of n ids, d of them deleted, passes while n + d + 2 <= 20 (tests/rules/).
 */
export const IDS_PER_QUERY = 10;

/**
 * Recipes by id ask for more at once: a refused batch is read again id by id, so it may run
 * closer to the budget (15 passes with up to three recipes deleted since). Most lists plan 15
 * recipes or fewer, so their recipes come in one query, not two answered one after the other.
 */
export const RECIPE_IDS_PER_QUERY = 15;
