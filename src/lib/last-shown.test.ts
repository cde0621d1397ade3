// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { forgetAllShown, forgetShown } from './forget-shown';
import { lastShown, rememberShown } from './last-shown';

const schema = z.object({ name: z.string() });
const camille = { userId: 'user-1', householdId: 'org-1' };

afterEach(() => localStorage.clear());

describe('last shown', () => {
  it("draws a screen's last state for its owner, and for the device's last user before the session says who", () => {
    rememberShown('groceryList', camille, 'fr', { name: 'Courses' });
    expect(lastShown('groceryList', schema, 'fr', camille)).toEqual({ name: 'Courses' });
    expect(lastShown('groceryList', schema, 'fr')).toEqual({ name: 'Courses' });
  });

  it('never draws it for another user, another household or another language', () => {
    rememberShown('groceryList', camille, 'fr', { name: 'Courses' });
    expect(lastShown('groceryList', schema, 'fr', { ...camille, userId: 'user-2' })).toBeNull();
    expect(lastShown('groceryList', schema, 'fr', { ...camille, householdId: 'org-2' })).toBeNull();
    expect(lastShown('groceryList', schema, 'en', camille)).toBeNull();
  });

  it('reads what the device kept like outside text: anything malformed is nothing to draw', () => {
    localStorage.setItem('nioo.lastShown.groceryList', '{not json');
    expect(lastShown('groceryList', schema, 'fr')).toBeNull();
    rememberShown('groceryList', camille, 'fr', { name: 42 });
    expect(lastShown('groceryList', schema, 'fr')).toBeNull();
    localStorage.setItem('nioo.lastShown.groceryList', JSON.stringify({ shown: { name: 'Courses' } }));
    expect(lastShown('groceryList', schema, 'fr')).toBeNull();
  });

  it("forgets one screen when it has nothing to show, and every screen at sign-out, leaving others' keys", () => {
    rememberShown('groceryList', camille, 'fr', { name: 'Courses' });
    rememberShown('planner', camille, 'fr', { name: 'Semaine' });
    localStorage.setItem('i18nextLng', 'fr');
    forgetShown('groceryList');
    expect(lastShown('groceryList', schema, 'fr')).toBeNull();
    expect(lastShown('planner', schema, 'fr')).toEqual({ name: 'Semaine' });
    forgetAllShown();
    expect(lastShown('planner', schema, 'fr')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('costs a refused storage only the head start', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    rememberShown('groceryList', camille, 'fr', { name: 'Courses' });
    expect(warn).toHaveBeenCalledOnce();
    setItem.mockRestore();
    warn.mockRestore();
    expect(lastShown('groceryList', schema, 'fr')).toBeNull();
  });
});
