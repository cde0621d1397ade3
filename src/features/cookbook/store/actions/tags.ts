import { isTagLimitReached } from '@/domain/cookbook/cookbook-tag';
import { readHousehold, selectScope } from '@/features/household';
import { attempt, type CookbookSlice } from '../state';
import * as data from '../../data';

function newId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 20);
}

/** Creating, renaming and deleting the household's tags. */
export const tagActions: CookbookSlice<'createTag' | 'updateTag' | 'deleteTag'> = (set, get) => ({
  createTag: async (tag) => {
    const scope = readHousehold(selectScope);
    // The screens say so before: past the limit the rules would refuse the write anyway.
    if (!scope || isTagLimitReached(get().cookbook?.tags ?? {})) return null;
    const id = newId();
    return (await attempt(set)('cookbook.errors.createTag', () => data.createTag(scope.organizationId, { id, ...tag }))) ? id : null;
  },

  updateTag: async (tagId, changes) => {
    const scope = readHousehold(selectScope);
    return scope ? attempt(set)('cookbook.errors.updateTag', () => data.updateTag(scope.organizationId, tagId, changes)) : false;
  },

  deleteTag: async (tagId) => {
    const scope = readHousehold(selectScope);
    if (!scope) return;
    const { selectedTagIds } = get();
    set({ selectedTagIds: selectedTagIds.filter((id) => id !== tagId) });
    await attempt(set)('cookbook.errors.deleteTag', () => data.deleteTag(scope.organizationId, tagId), { selectedTagIds });
  },
});
