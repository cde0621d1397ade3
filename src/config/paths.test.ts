import { describe, expect, it } from 'vitest';
import { isAuthPage, paths } from './paths';

describe('paths', () => {
  it('escapes ids so a crafted id cannot leave its segment', () => {
    expect(paths.recipe('a/b?c')).toBe('/recipes/a%2Fb%3Fc');
    expect(paths.sharedGroceryList('tok en')).toBe('/printable-grocery-list-v2/tok%20en');
  });

  it('opens the planner add menu only when asked', () => {
    expect(paths.mealEntries()).toBe('/meal-entries');
    expect(paths.mealEntries({ openMenu: true })).toBe('/meal-entries?openMenu=true');
  });

  it('recognises exactly the four auth pages, with or without a trailing slash', () => {
    expect(['/login', '/signup/', '/verify-email', '/forgot-password'].every(isAuthPage)).toBe(true);
    expect(['/', '/recipes', '/login/extra', '/auth-status'].some(isAuthPage)).toBe(false);
  });
});
