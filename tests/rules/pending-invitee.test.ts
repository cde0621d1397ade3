import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertAllFail, createRulesEnv, memberships, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';
import { storedRecipe, userDoc } from './recipe-fixtures.ts';

// DESIGN.md §3, membership starts at acceptance: an owner adding an account writes the household's
// pending members row and the invite, never the invitee's users/{uid}.organizations, which is all
// the rules trust. Until the service writes it at acceptance, the invitee reads their invite and
// nothing of the household, and cannot make it their current one.

const HOME = 'org-home';
const OWN = 'org-ines';
const INVITE = 'invite-ines';
const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let ines: TestFirestore;

const row = (userId: string, role: string, invitationAccepted: boolean) => ({ userId, email: `${userId}@example.test`, name: userId, role, invitationAccepted, joinedAt: at });

/** What the household holds that a member reads, by path. */
const householdDocuments = {
  [`organizations/${HOME}`]: { name: 'Famille Martin', creatorId: 'olga', numberOfPersons: 2, members: [row('olga', 'owner', true), row('ines', 'member', false)], createdAt: at, updatedAt: at },
  [`cookbooks/${HOME}`]: { organizationId: HOME, recipeIds: [], tags: {}, createdAt: at, updatedAt: at },
  'recipes/recipe-private': storedRecipe('recipe-private', HOME, 'olga'),
  'mealEntries/entry-1': { organizationId: HOME, date: '2025-01-07', mealType: 'dinner', recipeId: 'recipe-private', portions: 2 },
  [`newMealPlans/${HOME}_2025-01-06`]: { organizationId: HOME, startDate: '2025-01-06', status: 'active', createdAt: at },
  'groceryListsV2/list-1': { organizationId: HOME, name: 'Liste', status: 'active', createdAt: at },
};

beforeAll(async () => {
  env = await createRulesEnv();
  ines = signedIn(env, 'ines');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) => {
    const batch = db.batch();
    batch.set(db.doc('users/olga'), userDoc('olga', { [HOME]: 'owner' }));
    batch.set(db.doc('users/ines'), userDoc('ines', { [OWN]: 'owner' }));
    batch.set(db.doc(`organizationInvites/${INVITE}`), { organizationId: HOME, userId: 'ines', email: 'ines@example.test', role: 'member', status: 'pending', invitedBy: 'olga', createdAt: at, expiresAt: new Date('2025-01-13T09:00:00Z'), updatedAt: at });
    for (const [path, data] of Object.entries(householdDocuments)) batch.set(db.doc(path), data);
    return batch.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

/** Every read of the household's data the app makes, as `db`. */
function householdReads(db: TestFirestore): Promise<unknown>[] {
  return [
    ...Object.keys(householdDocuments).map((path) => db.doc(path).get()),
    db.collection('recipes').where('organizationId', '==', HOME).get(),
    db.collection('mealEntries').where('organizationId', '==', HOME).get(),
    db.collection('newMealPlans').where('organizationId', '==', HOME).where('status', '==', 'active').get(),
    db.collection('groceryListsV2').where('organizationId', '==', HOME).where('status', '==', 'active').get(),
  ];
}

const switchTo = (db: TestFirestore, householdId: string) => db.doc('users/ines').update({ defaultOrganizationId: householdId, updatedAt: serverTimestamp() });

/** What the service writes when the invite is accepted (invite-accept.ts). */
const accept = () => seed(env, (db) => db.doc('users/ines').update({ [`organizations.${HOME}`]: memberships({ [HOME]: 'member' })[HOME], defaultOrganizationId: HOME }));

describe('an invitee who has not accepted', () => {
  it('reads their invite', async () => {
    await assertSucceeds(ines.doc(`organizationInvites/${INVITE}`).get());
  });

  it('reads nothing of the household: not the household, its cookbook, recipes, meal entries, plans or lists', async () => {
    await assertAllFail(householdReads(ines));
  });

  it('cannot make the household their current one', async () => {
    await assertFails(switchTo(ines, HOME));
    // Their own household they can switch to: the refusal above is about the pending one.
    await assertSucceeds(switchTo(ines, OWN));
  });

  it('reads all of it once the service wrote the membership at acceptance', async () => {
    await accept();
    await Promise.all(householdReads(ines).map((read) => assertSucceeds(read)));
    await assertSucceeds(switchTo(ines, OWN));
    await assertSucceeds(switchTo(ines, HOME));
  });
});
