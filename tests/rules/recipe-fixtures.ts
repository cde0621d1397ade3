import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { memberships, uids, type TestFirestore } from './helpers.ts';

// Documents shared by the recipes, bookmarks and cookbooks rules tests, shaped like the app's.

export const HOME = 'org-home';
export const FOREIGN = 'org-foreign';
export const SECOND = 'org-second';

/** A user document (spec A §3): memberships by household, and the default household. */
export function userDoc(uid: string, roles: Record<string, string>, defaultHouseholdId = Object.keys(roles)[0] ?? '') {
  return { email: `${uid}@example.test`, emailVerified: true, defaultOrganizationId: defaultHouseholdId, organizations: memberships(roles) };
}

const at = new Date('2025-01-06T09:00:00Z');

/** A stored recipe (spec B §3) as the server would seed it; overrides replace fields. */
export function storedRecipe(id: string, householdId: string, createdById: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Recette ${id}`,
    image: null,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [{ id: 'i1', name: 'Farine', quantity: 200, unit: 'gram', category: 'savoryGrocery', standardIngredientId: null }],
    instructions: 'Mélanger.\nCuire.',
    sourceUrl: null,
    isPublic: false,
    showcase: false,
    seoUrl: null,
    bookmarkCount: 0,
    organizationId: householdId,
    createdBy: { id: createdById, name: createdById },
    createdAt: at,
    updatedAt: at,
    classification: { dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' },
    ...overrides,
  };
}

/** FieldValue.increment for the compat clients the contexts hand out. */
export function increment(by: number) {
  return firebase.firestore.FieldValue.increment(by);
}

export function arrayUnion(...values: unknown[]) {
  return firebase.firestore.FieldValue.arrayUnion(...values);
}

export function arrayRemove(...values: unknown[]) {
  return firebase.firestore.FieldValue.arrayRemove(...values);
}

export function deleteField() {
  return firebase.firestore.FieldValue.delete();
}

/**
 * A batch holding the household cast: one user of each role in HOME (the owner also owns
 * SECOND, HOME staying her default), an unverified member, an admin of no household, and bob,
 * owner of FOREIGN. Tests add their own documents before committing it.
 */
export function householdCast(db: TestFirestore) {
  return db
    .batch()
    .set(db.doc(`users/${uids.viewer}`), userDoc(uids.viewer, { [HOME]: 'viewer' }))
    .set(db.doc(`users/${uids.member}`), userDoc(uids.member, { [HOME]: 'member' }))
    .set(db.doc(`users/${uids.contributor}`), userDoc(uids.contributor, { [HOME]: 'contributor' }))
    .set(db.doc(`users/${uids.owner}`), userDoc(uids.owner, { [HOME]: 'owner', [SECOND]: 'owner' }))
    .set(db.doc(`users/${uids.unverified}`), userDoc(uids.unverified, { [HOME]: 'member' }))
    .set(db.doc(`users/${uids.admin}`), userDoc(uids.admin, {}))
    .set(db.doc('users/bob'), userDoc('bob', { [FOREIGN]: 'owner' }));
}
