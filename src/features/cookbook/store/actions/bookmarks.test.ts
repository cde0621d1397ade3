import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { recipeSchema } from '@/domain/recipes/recipe';
import { resetAllStores } from '@/lib/create-store';
import { seedHousehold } from '@/testing/household';
import { useCookbook } from '../index';

// Planning a public recipe of another household bookmarks it in the planner's batch (spec B §2).
// The writes themselves are proven on the emulator (the planner's commit test); here, whether
// planBookmark hands any, and when.

const crepes = recipeSchema.parse({ id: 'crepes', name: 'Crêpes', servings: 4, isPublic: true, organizationId: 'org-catalogue', createdBy: { id: 'chef' } });
const cookbook = (publicRecipeIds: string[]) => cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1', publicRecipeIds });

beforeEach(() => seedHousehold());
afterEach(() => resetAllStores());

describe('planBookmark', () => {
  it('waits for the cookbook a page just opened has not read yet, then bookmarks the recipe', async () => {
    const planned = useCookbook.getState().planBookmark(crepes);
    useCookbook.setState({ cookbook: cookbook([]), bookmarks: [], status: 'loaded' });
    const bookmark = await planned;
    expect(bookmark).not.toBeNull();
    const undo = bookmark?.show();
    expect(useCookbook.getState().cookbook?.publicRecipeIds).toEqual(['crepes']);
    undo?.();
    expect(useCookbook.getState().cookbook?.publicRecipeIds).toEqual([]);
  });

  it('hands nothing once the cookbook answers that it lists the recipe already', async () => {
    const planned = useCookbook.getState().planBookmark(crepes);
    useCookbook.setState({ cookbook: cookbook(['crepes']), status: 'loaded' });
    await expect(planned).resolves.toBeNull();
  });

  it("hands nothing for the household's own recipe, without waiting for the cookbook", async () => {
    const own = { ...crepes, organizationId: 'org-1' };
    await expect(useCookbook.getState().planBookmark(own)).resolves.toBeNull();
    await expect(useCookbook.getState().planBookmark({ ...crepes, isPublic: false })).resolves.toBeNull();
  });
});
