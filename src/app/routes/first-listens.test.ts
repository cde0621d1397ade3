import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { firstListensAt } from './first-listens';

describe('firstListensAt', () => {
  it('names the list screen’s first listens, at its address with or without a trailing slash', () => {
    expect(firstListensAt(paths.groceryList.pattern)).toBeTypeOf('function');
    expect(firstListensAt(`${paths.groceryList.pattern}/`)).toBeTypeOf('function');
  });

  it('names none for the week and the cookbook, where they gained nothing, nor for any other page', () => {
    for (const pathname of [paths.mealEntries.pattern, paths.cookbook.pattern, '/recipes', '/login', '/']) expect(firstListensAt(pathname)).toBeUndefined();
  });
});
