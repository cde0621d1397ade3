import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAuthPage, paths } from './paths';

describe('paths', () => {
  it('escapes ids so a crafted id cannot leave its segment', () => {
    expect(paths.recipe.href('a/b?c')).toBe('/recipes/a%2Fb%3Fc');
    expect(paths.sharedGroceryList.href('tok en')).toBe('/printable-grocery-list-v2/tok%20en');
  });

  it('opens the planner add menu only when asked', () => {
    expect(paths.mealEntries.href()).toBe('/meal-entries');
    expect(paths.mealEntries.href({ openMenu: true })).toBe('/meal-entries?openMenu=true');
  });

  it('recognises exactly the four auth pages, with or without a trailing slash', () => {
    expect(['/login', '/signup/', '/verify-email', '/forgot-password'].every(isAuthPage)).toBe(true);
    expect(['/', '/recipes', '/login/extra', '/auth-status'].some(isAuthPage)).toBe(false);
  });

  it('builds links that the route patterns match', () => {
    const links = Object.values(paths).map((path) => [path.pattern, (path.href as (arg: string) => string)('x y')] as const);
    for (const [pattern, href] of links) expect(matchPath(pattern, href.split('?')[0] ?? href), `${href} under ${pattern}`).not.toBeNull();
  });
});
