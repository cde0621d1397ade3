// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAllShown } from './forget-shown';
import { householdKept, lastHousehold, rememberHousehold } from './last-household';

afterEach(() => localStorage.clear());

describe('last household', () => {
  it('gives the household a user last opened to that user only', () => {
    rememberHousehold('user-1', 'org-1');
    expect(lastHousehold('user-1')).toBe('org-1');
    expect(lastHousehold('user-2')).toBeNull();
    rememberHousehold('user-1', 'org-2');
    expect(lastHousehold('user-1')).toBe('org-2');
  });

  it('reads what the device kept like outside text: anything malformed is no household', () => {
    for (const kept of ['{not json', '42', 'null', JSON.stringify({ userId: 'user-1' }), JSON.stringify({ userId: 'user-1', householdId: '' }), JSON.stringify({ userId: 'user-1', householdId: 7 })]) {
      localStorage.setItem('nioo.lastShown.household', kept);
      expect(lastHousehold('user-1')).toBeNull();
    }
  });

  it('is forgotten with what the screens showed when the device signs out', () => {
    rememberHousehold('user-1', 'org-1');
    forgetAllShown();
    expect(lastHousehold('user-1')).toBeNull();
  });

  it("tells whether the device keeps someone's household, until the device signs out", () => {
    expect(householdKept()).toBe(false);
    rememberHousehold('user-1', 'org-1');
    expect(householdKept()).toBe(true);
    forgetAllShown();
    expect(householdKept()).toBe(false);
  });
});
