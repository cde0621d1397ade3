import { describe, expect, it } from 'vitest';
import { isGroceryAutomationOn, householdSchema } from './household';

const base = { id: 'o1', name: 'Famille Durand', creatorId: 'u1' };

describe('householdSchema', () => {
  it('fills the defaults of a minimal household', () => {
    expect(householdSchema.parse(base)).toMatchObject({
      numberOfPersons: 1,
      weekStartDay: null,
      members: [],
      subscription: null,
      createdAt: null,
    });
  });

  it('accepts household sizes from 1 to 20 only', () => {
    expect(householdSchema.parse({ ...base, numberOfPersons: 20 }).numberOfPersons).toBe(20);
    for (const numberOfPersons of [0, 21, 2.5]) {
      expect(householdSchema.safeParse({ ...base, numberOfPersons }).success, String(numberOfPersons)).toBe(false);
    }
  });

  it('accepts week start days 0 to 6 only', () => {
    expect(householdSchema.parse({ ...base, weekStartDay: 0 }).weekStartDay).toBe(0);
    expect(householdSchema.parse({ ...base, weekStartDay: 6 }).weekStartDay).toBe(6);
    expect(householdSchema.safeParse({ ...base, weekStartDay: 7 }).success).toBe(false);
  });

  it('reads members and the subscription', () => {
    const household = householdSchema.parse({
      ...base,
      members: [{ userId: 'u1', email: 'a@b.c', name: 'Ana', role: 'owner', joinedAt: 1_700_000_000 }],
      subscription: { id: 'sub_1', status: 'active', current_period_end: 1_700_000_000_000 },
    });
    expect(household.members[0]).toEqual({
      userId: 'u1',
      email: 'a@b.c',
      name: 'Ana',
      role: 'owner',
      invitationAccepted: false,
      joinedAt: new Date(1_700_000_000_000),
    });
    expect(household.subscription?.current_period_end).toEqual(new Date(1_700_000_000_000));
  });
});

describe('isGroceryAutomationOn', () => {
  it('is off only when explicitly false', () => {
    expect(isGroceryAutomationOn({ groceryAutomation: false })).toBe(false);
    expect(isGroceryAutomationOn({ groceryAutomation: true })).toBe(true);
    expect(isGroceryAutomationOn({ groceryAutomation: null })).toBe(true);
    expect(isGroceryAutomationOn({})).toBe(true);
    expect(isGroceryAutomationOn(householdSchema.parse(base))).toBe(true);
  });
});
