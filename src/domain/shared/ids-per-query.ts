/**
 * The most document ids one live query by id asks for. Firestore allows 30 in an `in` filter,
 * but its rules check such a query id by id, each check reading the caller's membership, and a
 * query may read only so many documents in its rules: past about ten of a household's own
 * documents the whole query is refused (tests/rules/meal-entries.test.ts proves ten pass).
 */
export const IDS_PER_QUERY = 10;
