import { hasLiveShareToken } from '@/domain/grocery/share-fields';
import { readHousehold } from '@/features/household';
import * as data from '../../data';
import type { GrocerySlice } from '../state';

/**
 * Archives the active list, the household's active legacy lists and the list's shared view (spec B §4) and forgets it at once: the live query brings the next
 * active list, if any, and the next addition opens a new one. A refusal shows the list again,
 * unless the live query has brought another meanwhile.
 */
export const archiveAction: GrocerySlice<'archiveList'> = (set, get) => ({
  archiveList: async () => {
    const { list, status } = get();
    // Archiving writes no map, so a list still holding an older array may be archived too.
    if (status !== 'loaded') {
      console.warn(`Grocery list not writable (${status})`);
      set({ error: 'grocery.errors.archive' });
      return;
    }
    const household = readHousehold((state) => state.household);
    if (!list || !household) {
      console.warn('No active grocery list to archive');
      return;
    }
    set({ list: null });
    try {
      // The household's older lists end with this one, and its shared page says so.
      const legacyIds = await data.findActiveLegacyListIds(household.id);
      await data.commitWrites([
        data.archiveListWrite(list.id),
        ...legacyIds.map((id) => data.archiveLegacyListWrite(id)),
        ...(list.shareToken && hasLiveShareToken(list, new Date()) ? [data.archiveSharedListWrite(list.shareToken, { organizationId: list.organizationId, listId: list.id })] : []),
      ]);
    } catch (cause) {
      console.error('Archiving the grocery list failed', cause);
      set((state) => ({ error: 'grocery.errors.archive', list: state.list ?? list }));
    }
  },
});
