import { isTagLimitReached } from '@/domain/cookbook/cookbook-tag';
import { readHousehold, selectScope } from '@/features/household';
import { optimistic } from '@/lib/optimistic';
import { showing, type CookbookErrorKey, type CookbookSlice } from '../state';
import * as data from '../../data';

function newId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 20);
}

/** Creating, renaming and deleting the household's tags. */
export const tagActions: CookbookSlice<'createTag' | 'updateTag' | 'deleteTag'> = (set, get) => {
  const fail = (error: CookbookErrorKey) => set({ error });
  return {
    createTag: async (tag) => {
      const scope = readHousehold(selectScope);
      // The screens say so before: past the limit the rules would refuse the write anyway.
      if (!scope || isTagLimitReached(get().cookbook?.tags ?? {})) return null;
      const id = newId();
      const created = await optimistic({ write: () => data.createTag(scope.householdId, { id, ...tag }), error: 'cookbook.errors.createTag', fail });
      return created.ok ? id : null;
    },

    updateTag: async (tagId, changes) => {
      const scope = readHousehold(selectScope);
      if (!scope) return { ok: false, error: 'cookbook.errors.updateTag' };
      return optimistic({ write: () => data.updateTag(scope.householdId, tagId, changes), error: 'cookbook.errors.updateTag', fail });
    },

    deleteTag: async (tagId) => {
      const scope = readHousehold(selectScope);
      if (!scope) return;
      const { selectedTagIds } = get();
      await optimistic({
        show: showing(set, { selectedTagIds: selectedTagIds.filter((id) => id !== tagId) }, { selectedTagIds }),
        write: () => data.deleteTag(scope.householdId, tagId),
        error: 'cookbook.errors.deleteTag',
        fail,
      });
    },
  };
};
