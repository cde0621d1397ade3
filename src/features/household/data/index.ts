// The household document's Firestore access: its live query and the owner's settings writes.
// Memberships go through the API service instead (membership-api.ts).
export { updateHouseholdSettings, watchHousehold } from './household';
