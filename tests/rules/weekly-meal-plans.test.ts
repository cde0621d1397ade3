import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PORTIONS } from '../../src/domain/planner/meal-entry.ts';
import { WEEKLY_PLAN_MAX_MEALS } from '../../src/domain/planner/weekly-meal-plan.ts';
import { actors, assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, uids, type ActorName, type TestFirestore } from './helpers.ts';
import { arrayRemove, arrayUnion, FOREIGN, HOME, householdCast, increment, SECOND } from './recipe-fixtures.ts';

// newMealPlans/{id}: the weekly plans of a household, read by its verified members (admins get
// them by id), listed by organizationId and status; created by its writers in their default
// household when the first meal of a period is added, then updated (meals, counters, name,
// period, archiving) stamped with updatedAt and updatedBy; never deleted. mealPlans/{id}, the
// older planner's entries: read by the members, deleted by the writers, never written.

const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let as: Record<ActorName, TestFirestore>;
let bob: TestFirestore; // verified owner of FOREIGN only

function meal(index: number, changes: Record<string, unknown> = {}) {
  return { id: `e${index}`, recipeId: `r${index}`, recipeName: `Recette ${index}`, date: '2025-03-11', mealType: 'dinner', portions: 4, completed: false, ...changes };
}

/** The plan the first meal of a period creates, for `uid` in HOME unless changed; undefined leaves a field out. */
function newPlan(uid: string, changes: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = {
    organizationId: HOME,
    name: 'Menu du 10/03/2025',
    status: 'active',
    createdAt: serverTimestamp(),
    createdBy: uid,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    startDate: '2025-03-10',
    endDate: '2025-03-23',
    mealEntries: [meal(1)],
    totalMeals: 1,
    uniqueRecipes: 1,
    ...changes,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

function storedPlan(householdId: string, createdBy: string, changes: Record<string, unknown> = {}) {
  return {
    organizationId: householdId,
    name: 'Menu du 03/03/2025',
    status: 'active',
    createdAt: at,
    createdBy,
    updatedAt: at,
    updatedBy: createdBy,
    startDate: '2025-03-03',
    endDate: '2025-03-16',
    mealEntries: [meal(1)],
    totalMeals: 1,
    uniqueRecipes: 1,
    ...changes,
  };
}

const plan = (db: TestFirestore, id: string) => db.doc(`newMealPlans/${id}`);

/** The plan created under the id the app gives it, {organizationId}_{startDate} of its own data (weeklyPlanId). */
const create = (db: TestFirestore, data: Record<string, unknown>) => plan(db, `${String(data.organizationId)}_${String(data.startDate)}`).set(data);
const oldPlan = (db: TestFirestore, id: string) => db.doc(`mealPlans/${id}`);

/** What each writer adds to the stored plan: one meal, counters moved by increment. */
function addMeal(db: TestFirestore, uid: string, index: number) {
  return plan(db, 'home').update({
    mealEntries: arrayUnion(meal(index)),
    totalMeals: increment(1),
    uniqueRecipes: increment(1),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}

beforeAll(async () => {
  env = await createRulesEnv();
  as = actors(env);
  bob = signedIn(env, 'bob');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    householdCast(db)
      .set(db.doc('newMealPlans/home'), storedPlan(HOME, uids.member))
      .set(db.doc('newMealPlans/archived'), storedPlan(HOME, uids.owner, { status: 'archived', createdAt: new Date('2024-12-01T09:00:00Z') }))
      // The sign-up plan, written by the server with timestamps for its period.
      .set(db.doc('newMealPlans/signup'), storedPlan(HOME, uids.owner, { startDate: at, endDate: at, createdAt: new Date('2024-11-01T09:00:00Z') }))
      .set(db.doc('newMealPlans/foreign'), storedPlan(FOREIGN, 'bob'))
      .set(db.doc('mealPlans/old'), { organizationId: HOME, recipeId: 'r1', day: 'lundi', createdAt: at, updatedAt: at })
      .set(db.doc('mealPlans/foreign'), { organizationId: FOREIGN, recipeId: 'r1', createdAt: at, updatedAt: at })
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

describe('newMealPlans: get and list', () => {
  it('lets every verified member, and admins, get the plans of the household', async () => {
    for (const actor of ['viewer', 'member', 'contributor', 'owner', 'admin'] as const) {
      await assertSucceeds(plan(as[actor], 'home').get());
    }
  });

  it('lets members query the newest active plan and the archived ones', async () => {
    const active = await assertSucceeds(
      as.viewer.collection('newMealPlans').where('organizationId', '==', HOME).where('status', '==', 'active').orderBy('createdAt', 'desc').limit(1).get(),
    );
    expect(active.docs.map((doc) => doc.id)).toEqual(['home']);
    const archived = await assertSucceeds(
      as.member.collection('newMealPlans').where('organizationId', '==', HOME).where('status', '==', 'archived').orderBy('createdAt', 'desc').get(),
    );
    expect(archived.docs.map((doc) => doc.id)).toEqual(['archived']);
  });

  it("denies another household's plans, the unverified, anonymous visitors and unconstrained lists", async () => {
    await assertAllFail([
      plan(bob, 'home').get(),
      plan(as.owner, 'foreign').get(),
      plan(as.unverified, 'home').get(),
      plan(as.anonymous, 'home').get(),
      bob.collection('newMealPlans').where('organizationId', '==', HOME).get(),
      as.owner.collection('newMealPlans').where('organizationId', '==', FOREIGN).get(),
      as.owner.collection('newMealPlans').where('status', '==', 'active').get(),
      as.owner.collection('newMealPlans').get(),
      as.unverified.collection('newMealPlans').where('organizationId', '==', HOME).get(),
      as.anonymous.collection('newMealPlans').where('organizationId', '==', HOME).get(),
      as.admin.collection('newMealPlans').get(),
    ]);
  });
  it("lets members look for their household's plan of a period before it exists, and nobody else", async () => {
    const missing = (db: TestFirestore, householdId: string) => db.collection('newMealPlans').doc(`${householdId}_2030-01-07`).get();
    for (const actor of ['viewer', 'member', 'contributor', 'owner'] as const) {
      expect((await assertSucceeds(missing(as[actor], HOME))).exists).toBe(false);
    }
    await assertAllFail([missing(bob, HOME), missing(as.owner, FOREIGN), missing(as.unverified, HOME), missing(as.anonymous, HOME), missing(as.admin, HOME)]);
  });
});

describe('newMealPlans: create', () => {
  it('lets owners, members and contributors create the plan of their default household', async () => {
    const starts = { member: '2025-03-10', contributor: '2025-03-17', owner: '2025-03-24' };
    for (const actor of ['member', 'contributor', 'owner'] as const) {
      await assertSucceeds(create(as[actor], newPlan(uids[actor], { startDate: starts[actor], endDate: '2025-04-06' })));
    }
  });

  it('denies viewers, the unverified, anonymous visitors, admins and other households', async () => {
    await assertAllFail([
      create(as.viewer, newPlan(uids.viewer)),
      create(as.unverified, newPlan(uids.unverified)),
      create(as.anonymous, newPlan('nobody')),
      create(as.admin, newPlan(uids.admin)),
      create(bob, newPlan('bob')),
    ]);
  });

  it("denies another household, a household not the default one, someone else as author, forged timestamps", async () => {
    await assertAllFail([
      create(as.owner, newPlan(uids.owner, { organizationId: FOREIGN })),
      create(as.owner, newPlan(uids.owner, { organizationId: SECOND })),
      create(as.member, newPlan(uids.member, { createdBy: uids.owner })),
      create(as.member, newPlan(uids.member, { updatedBy: uids.owner })),
      create(as.member, newPlan(uids.member, { createdAt: clientTime() })),
      create(as.member, newPlan(uids.member, { updatedAt: clientTime() })),
      create(as.member, newPlan(uids.member, { status: 'archived' })),
    ]);
  });

  // Item 1 of the attacks: a writer of HOME taking FOREIGN's period under FOREIGN's plan id,
  // with HOME's data, would leave FOREIGN's planner a plan it may not read for that week.
  it("denies a plan under any id but {organizationId}_{startDate} of its own data, another household's first", async () => {
    const data = newPlan(uids.member);
    await assertAllFail([
      plan(as.member, `${FOREIGN}_2025-03-10`).set(data),
      plan(as.member, `${FOREIGN}_2025-03-17`).set(data),
      plan(as.member, `${HOME}_2025-03-17`).set(data),
      plan(as.member, `${HOME}_2025-03-10_`).set(data),
      plan(as.member, `${HOME}-2025-03-10`).set(data),
      plan(as.member, `${HOME}_2025-03-10\r\nEND:VEVENT`).set(data),
      plan(as.member, HOME).set(data),
      plan(as.member, 'x').set(data),
      as.member.collection('newMealPlans').add(data),
    ]);
    expect(await stored(`newMealPlans/${FOREIGN}_2025-03-10`)).toBeUndefined();
    // The same plan under its own id is taken.
    await assertSucceeds(plan(as.member, `${HOME}_2025-03-10`).set(data));
  });

  it("leaves another household's period open to it", async () => {
    await assertAllFail([plan(as.member, `${FOREIGN}_2025-03-10`).set(newPlan(uids.member))]);
    await assertSucceeds(create(bob, newPlan('bob', { organizationId: FOREIGN })));
  });

  // A full meal costs over 100 expressions: the rules check at most three new ones per write.
  it('takes up to three new meals in one write, not four', async () => {
    const meals = (count: number) => Array.from({ length: count }, (_, index) => meal(index, { recipeName: 'Gratin dauphinois', portions: MAX_PORTIONS }));
    await assertSucceeds(create(as.member, newPlan(uids.member, { mealEntries: meals(3), totalMeals: 3, uniqueRecipes: 3 })));
    await assertAllFail([create(as.member, newPlan(uids.member, { startDate: '2025-03-17', mealEntries: meals(4), totalMeals: 4, uniqueRecipes: 4 }))]);
  });

  it('denies invalid summaries, counters, names and periods', async () => {
    await assertAllFail([
      create(as.member, newPlan(uids.member, { totalMeals: 5 })),
      create(as.member, newPlan(uids.member, { uniqueRecipes: 2 })),
      create(as.member, newPlan(uids.member, { uniqueRecipes: -1 })),
      create(as.member, newPlan(uids.member, { mealEntries: [meal(1, { portions: 0 })] })),
      create(as.member, newPlan(uids.member, { mealEntries: [meal(1, { portions: MAX_PORTIONS + 1 })] })),
      create(as.member, newPlan(uids.member, { mealEntries: [meal(1, { portions: 2.5 })] })),
      create(as.member, newPlan(uids.member, { mealEntries: [meal(1, { mealType: 'brunch' })] })),
      create(as.member, newPlan(uids.member, { status: 'draft' })),
      create(as.member, newPlan(uids.member, { startDate: '2025-02-30' })),
      create(as.member, newPlan(uids.member, { endDate: '2025-03-01' })),
      create(as.member, newPlan(uids.member, { name: 42 })),
    ]);
  });
});

describe('newMealPlans: update', () => {
  it('lets the writers add, change and remove meals, with the counters in the same write', async () => {
    await assertSucceeds(addMeal(as.contributor, uids.contributor, 2));
    await assertSucceeds(
      plan(as.owner, 'home').update({
        mealEntries: [meal(1, { portions: 6 }), meal(2)],
        updatedAt: serverTimestamp(),
        updatedBy: uids.owner,
      }),
    );
    await assertSucceeds(
      plan(as.member, 'home').update({
        mealEntries: arrayRemove(meal(2)),
        totalMeals: increment(-1),
        uniqueRecipes: increment(-1),
        updatedAt: serverTimestamp(),
        updatedBy: uids.member,
      }),
    );
    expect(await stored('newMealPlans/home')).toMatchObject({ mealEntries: [meal(1, { portions: 6 })], totalMeals: 1, uniqueRecipes: 1, updatedBy: uids.member });
  });

  it(`adds a meal to a plan already holding ${WEEKLY_PLAN_MAX_MEALS - 1}, within the expression budget`, async () => {
    const meals = Array.from({ length: WEEKLY_PLAN_MAX_MEALS - 1 }, (_, index) => meal(index + 10));
    await seed(env, (db) => db.doc('newMealPlans/home').set(storedPlan(HOME, uids.member, { mealEntries: meals, totalMeals: meals.length, uniqueRecipes: meals.length })));
    await assertSucceeds(addMeal(as.member, uids.member, 1));
    await assertAllFail([addMeal(as.member, uids.member, 2)]);
  });

  it('keeps both meals when two writers add one at once', async () => {
    await Promise.all([assertSucceeds(addMeal(as.owner, uids.owner, 2)), assertSucceeds(addMeal(as.member, uids.member, 3))]);
    const data = await stored('newMealPlans/home');
    expect(data).toMatchObject({ totalMeals: 3, uniqueRecipes: 3 });
    expect((data?.mealEntries as unknown[]).length).toBe(3);
  });

  it('lets the writers rename, re-period and archive a plan, the sign-up plan included', async () => {
    const stamp = (uid: string) => ({ updatedAt: serverTimestamp(), updatedBy: uid });
    await assertSucceeds(plan(as.owner, 'signup').update({ name: 'Ma semaine', ...stamp(uids.owner) }));
    await assertSucceeds(plan(as.member, 'home').update({ startDate: '2025-03-10', endDate: '2025-03-23', automationExpiration: clientTime(), ...stamp(uids.member) }));
    await assertSucceeds(plan(as.contributor, 'home').update({ status: 'archived', ...stamp(uids.contributor) }));
  });

  it('denies viewers, the unverified, anonymous visitors, admins and other households', async () => {
    await assertAllFail([
      addMeal(as.viewer, uids.viewer, 2),
      addMeal(as.unverified, uids.unverified, 2),
      addMeal(as.anonymous, 'nobody', 2),
      addMeal(as.admin, uids.admin, 2),
      addMeal(bob, 'bob', 2),
      plan(as.owner, 'foreign').update({ name: 'x', updatedAt: serverTimestamp(), updatedBy: uids.owner }),
    ]);
  });

  it('denies changing the household or the creation, reviving an archived plan, forged stamps and drifting counters', async () => {
    const stamp = { updatedAt: serverTimestamp(), updatedBy: uids.owner };
    await assertAllFail([
      plan(as.owner, 'home').update({ organizationId: SECOND, ...stamp }),
      plan(as.owner, 'home').update({ createdBy: uids.owner, ...stamp }),
      plan(as.owner, 'home').update({ createdAt: serverTimestamp(), ...stamp }),
      plan(as.owner, 'archived').update({ status: 'active', ...stamp }),
      plan(as.owner, 'home').update({ status: 'draft', ...stamp }),
      plan(as.owner, 'home').update({ name: 'x', updatedAt: serverTimestamp(), updatedBy: uids.member }),
      plan(as.owner, 'home').update({ name: 'x', updatedAt: clientTime(), updatedBy: uids.owner }),
      plan(as.owner, 'home').update({ name: 'x' }),
      plan(as.owner, 'home').update({ mealEntries: arrayUnion(meal(2)), ...stamp }),
      plan(as.owner, 'home').update({ totalMeals: 7, ...stamp }),
      plan(as.owner, 'home').update({ mealEntries: arrayUnion(meal(2, { portions: MAX_PORTIONS + 1 })), totalMeals: increment(1), ...stamp }),
      plan(as.owner, 'home').update({ startDate: 'lundi', ...stamp }),
    ]);
  });
});

describe('newMealPlans: delete', () => {
  it('is denied to everyone: plans are archived, never deleted', async () => {
    await assertAllFail((Object.keys(as) as ActorName[]).map((actor) => plan(as[actor], 'home').delete()));
  });
});

describe('mealPlans (older entries)', () => {
  it('lets the verified members get and list them newest first, admins get them', async () => {
    for (const actor of ['viewer', 'member', 'contributor', 'owner', 'admin'] as const) {
      await assertSucceeds(oldPlan(as[actor], 'old').get());
    }
    const list = await assertSucceeds(as.viewer.collection('mealPlans').where('organizationId', '==', HOME).orderBy('createdAt', 'desc').get());
    expect(list.docs.map((doc) => doc.id)).toEqual(['old']);
  });

  it("denies another household's, the unverified, anonymous visitors and unconstrained lists", async () => {
    await assertAllFail([
      oldPlan(bob, 'old').get(),
      oldPlan(as.owner, 'foreign').get(),
      oldPlan(as.unverified, 'old').get(),
      oldPlan(as.anonymous, 'old').get(),
      as.owner.collection('mealPlans').get(),
      as.owner.collection('mealPlans').where('organizationId', '==', FOREIGN).get(),
      as.admin.collection('mealPlans').get(),
    ]);
  });

  it("lets the household's writers delete them", async () => {
    await assertSucceeds(oldPlan(as.contributor, 'old').delete());
    expect(await stored('mealPlans/old')).toBeUndefined();
  });

  it('denies deleting to viewers, the unverified, anonymous visitors, admins and other households, and any create or update', async () => {
    await assertAllFail([
      oldPlan(as.viewer, 'old').delete(),
      oldPlan(as.unverified, 'old').delete(),
      oldPlan(as.anonymous, 'old').delete(),
      oldPlan(as.admin, 'old').delete(),
      oldPlan(bob, 'old').delete(),
      oldPlan(as.owner, 'foreign').delete(),
      oldPlan(as.owner, 'new').set({ organizationId: HOME, recipeId: 'r1', createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      oldPlan(as.owner, 'old').update({ recipeId: 'r2', updatedAt: serverTimestamp() }),
    ]);
  });
});
