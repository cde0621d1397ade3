import { assertFails } from '@firebase/rules-unit-testing';
import { doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { MealWhen } from '@/domain/grocery/meal-caption';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { setMealPortions, watchMealsWhen } from './meal-portions-writes';
import { setMealRefPortionsWrite } from './meal-ref-writes';

// A meal's portions changed from the list, written with the app's data function by members'
// real clients against the emulator and the real rules: the meal and the list's reference land
// together, whoever changes them and from where.

const HOME = 'org-home';
const FOREIGN = 'org-foreign';
const LIST = 'list-home';
const roles = { alice: { [HOME]: 'owner' }, mia: { [HOME]: 'member' }, vera: { [HOME]: 'viewer' }, bob: { [FOREIGN]: 'owner' } } as const;

const at = new Date('2026-11-20T09:00:00Z');
const meal = (date: string, mealType: string | null) => ({ organizationId: HOME, userId: 'alice', recipeId: 'r1', date, mealType, portions: 4, completed: false, isArchived: false, createdAt: at, updatedAt: at });

const { clients, env } = householdEmulator(roles, () => ({
  'mealEntries/e1': meal('2030-01-08', 'dinner'),
  'mealEntries/e2': meal('2030-01-10', null),
  [`groceryListsV2/${LIST}`]: {
    organizationId: HOME,
    name: 'Liste de courses du 20 novembre',
    status: 'active',
    mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r1', portions: 4 }, gone: { recipeId: 'r1', portions: 2 } },
    checkedItems: {},
    customItems: {},
    createdAt: at,
    updatedAt: at,
  },
}));

const read = (path: string) => storedDocument(env(), path);
const portionsOf = async (mealEntryId: string) => ({ meal: (await read(`mealEntries/${mealEntryId}`))?.portions, list: (await read(`groceryListsV2/${LIST}`))?.mealEntryRefs[mealEntryId]?.portions });

/** The planner's portions change as its transaction writes it: the meal, and the list's side. */
function plannerPortions(uid: keyof typeof roles, mealEntryId: string, portions: number) {
  const firestore = clients[uid];
  return runTransaction(firestore, async (tx) => {
    tx.update(doc(firestore, 'mealEntries', mealEntryId), { portions, updatedAt: serverTimestamp() });
    setMealRefPortionsWrite(LIST, mealEntryId, portions, firestore)(tx);
  });
}

describe("a meal's portions from the list", () => {
  it('changes the planned meal and the list together, leaving the other meals alone', async () => {
    await setMealPortions(LIST, 'e1', 6, clients.mia);
    expect(await portionsOf('e1')).toEqual({ meal: 6, list: 6 });
    expect(await portionsOf('e2')).toEqual({ meal: 4, list: 4 });
  });

  it('keeps planner and list agreeing when two members change one meal at once, from each side', async () => {
    await Promise.all([setMealPortions(LIST, 'e1', 6, clients.mia), plannerPortions('alice', 'e1', 8), setMealPortions(LIST, 'e2', 3, clients.alice), plannerPortions('mia', 'e2', 5)]);
    const [first, second] = [await portionsOf('e1'), await portionsOf('e2')];
    expect(first.meal).toBe(first.list);
    expect([6, 8]).toContain(first.meal);
    expect(second.meal).toBe(second.list);
    expect([3, 5]).toContain(second.meal);
  });

  it('writes nothing when the meal is gone: the list keeps what it had', async () => {
    await assertFails(setMealPortions(LIST, 'gone', 5, clients.alice));
    expect((await read(`groceryListsV2/${LIST}`))?.mealEntryRefs.gone).toEqual({ recipeId: 'r1', portions: 2 });
  });

  it('refuses viewers and other households, on both documents', async () => {
    await Promise.all((['vera', 'bob'] as const).map((uid) => assertFails(setMealPortions(LIST, 'e1', 7, clients[uid]))));
    expect(await portionsOf('e1')).toEqual({ meal: 4, list: 4 });
  });
});

describe('watchMealsWhen', () => {
  it("follows the household's meals by id in one query: moved, gone, or not its own", async () => {
    const seen: Record<string, MealWhen | null>[] = [];
    const errors: unknown[] = [];
    const stop = watchMealsWhen(HOME, ['e1', 'e2', 'gone'], (meals) => seen.push(meals), (error) => errors.push(error), clients.mia);
    const next = async (count: number) => {
      for (let tries = 0; seen.length < count && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
    };
    await next(1);
    await runTransaction(clients.alice, async (tx) => tx.update(doc(clients.alice, 'mealEntries', 'e1'), { date: '2030-01-09', mealType: null, updatedAt: serverTimestamp() }));
    await next(2);
    stop();
    expect(errors).toEqual([]);
    expect(seen.slice(0, 2)).toEqual([
      { e1: { date: '2030-01-08', mealType: 'dinner' }, e2: { date: '2030-01-10', mealType: null }, gone: null },
      { e1: { date: '2030-01-09', mealType: null }, e2: { date: '2030-01-10', mealType: null }, gone: null },
    ]);
  });

  it("refuses another household's member", async () => {
    const refused = await new Promise<boolean>((resolve) => {
      const stop = watchMealsWhen(HOME, ['e1'], () => resolve(false), () => resolve(true), clients.bob);
      setTimeout(() => {
        stop();
        resolve(false);
      }, 5_000);
    });
    expect(refused).toBe(true);
  });
});
